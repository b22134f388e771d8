import { promptVariableValues } from "~/server/variables/schema";
import { randomUUID } from "node:crypto";
import { eq, getTableName, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { addFavorite, markUsed } from "~/server/accounts/favorites.server";
import { favorites } from "~/server/accounts/schema";
import { createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { adminAuditLog } from "~/server/admin/schema";
import { aiUsage } from "~/server/ai/schema";
import { payments, refunds } from "~/server/billing/schema";
import { grantPlan } from "~/server/billing/testing.server";
import { calendarEntries } from "~/server/calendar/schema";
import { prompts, promptTranslations } from "~/server/catalog/schema";
import { chatConversations, chatMessages } from "~/server/chat/schema";
import { commentOnRoadmapItem, proposeRoadmapItem, voteRoadmapItem } from "~/server/roadmap/roadmap.server";
import {
  comments,
  commentVotes,
  exampleVotes,
  memberHandles,
  postingBans,
  promptExamples,
  promptVotes,
  reports,
} from "~/server/community/schema";
import { notificationMail, notifications } from "~/server/notifications/schema";
import { contactMessages } from "~/server/content/schema";
import { digestDeliveries } from "~/server/digest/schema";
import { erasePersonalData, exportPersonalData, FEATURES } from "~/server/features.server";
import { focusSessions } from "~/server/focus/schema";
import { apikey } from "~/server/keys/schema";
import { lockerPrompts } from "~/server/locker/schema";
import { deletedProjects, projects } from "~/server/projects/schema";
import { promptVersions } from "~/server/versions/schema";
import { mailOutbox } from "~/server/mail/schema";
import { oauthClient, oauthConsent } from "~/server/oauth/schema";
import { repurposeRuns } from "~/server/repurpose/schema";
import { supportConversations, supportMessages, supportPresence } from "~/server/support/schema";
import { promptRequests } from "~/server/requests/schema";

let testDb: TestDatabase;
let auth: Auth;

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
});
afterAll(async () => {
  await testDb.close();
});

// Column names that hold a person's id or address wherever they appear, foreign key or not.
const PERSON_COLUMN_NAMES = [
  "user_id",
  "author_id",
  "actor_id",
  "actor_email",
  "email",
  "to_address",
  "reply_to",
];

const DELETE_RULES: Record<string, string> = {
  c: "cascade",
  n: "set null",
  a: "no action",
  r: "restrict",
  d: "set default",
};

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await testDb.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const declared = FEATURES.flatMap((feature) =>
  (feature.personalData?.references ?? []).map((reference) => ({
    feature: feature.name,
    table: getTableName(reference.column.table),
    column: reference.column.name,
    by: reference.by,
    erasure: reference.erasure,
  })),
);

describe("every table that refers to a person is covered by the export and the deletion", () => {
  it("declares each such column in exactly one feature, with the deletion the database really does", async () => {
    const foreignKeys = await rows<{ table_name: string; column_name: string; rule: string }>(sql`
      select cl.relname as table_name, a.attname as column_name, c.confdeltype as rule
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'public."user"'::regclass
    `);
    const named = await rows<{ table_name: string; column_name: string }>(sql`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.column_name in (${sql.join(
          PERSON_COLUMN_NAMES.map((name) => sql`${name}`),
          sql`, `,
        )})
    `);
    const found = new Map<string, string | undefined>();
    for (const row of named) found.set(`${row.table_name}.${row.column_name}`, undefined);
    for (const row of foreignKeys) found.set(`${row.table_name}.${row.column_name}`, DELETE_RULES[row.rule]);
    expect(found.size).toBeGreaterThan(20);

    const uncovered = [...found.keys()].filter(
      (key) => !declared.some((entry) => `${entry.table}.${entry.column}` === key),
    );
    expect(uncovered, "tables that refer to a person but no feature exports or erases").toEqual([]);

    for (const entry of declared) {
      const key = `${entry.table}.${entry.column}`;
      expect(
        declared.filter((other) => `${other.table}.${other.column}` === key),
        `${key} is declared twice`,
      ).toHaveLength(1);
      const rule = found.get(key);
      if (entry.erasure === "erase") continue;
      expect(
        rule,
        `${key} is declared "${entry.erasure}" but its foreign key says ${rule ?? "nothing"}`,
      ).toBe(entry.erasure);
    }
  });
});

async function fillEveryFeature(member: TestMember) {
  const db = testDb.db;
  const viewer = { kind: "member", userId: member.userId, tier: "legend", isAdmin: false } as const;
  await grantPlan(db, member.userId, "legend");
  await addFavorite(db, viewer, 1);
  await markUsed(db, viewer, 2, "2026-03-01");
  const [own] = await db
    .insert(prompts)
    .values({ categoryId: "marketing", source: "member", authorId: member.userId, isPublished: false })
    .returning({ id: prompts.id });
  await db.insert(promptTranslations).values({
    promptId: own!.id,
    locale: "pt",
    title: "Meu roteiro de vendas",
    description: "Um roteiro curto",
    promptText: "Escreva um roteiro de vendas para [produto]",
  });
  const [project] = await db
    .insert(projects)
    .values({ userId: member.userId, name: "Clientes", instructions: "Sempre em tom formal" })
    .returning({ id: projects.id });
  await db.insert(deletedProjects).values({
    id: randomUUID(),
    userId: member.userId,
    name: "Projeto apagado agora",
    color: "red",
    instructions: "",
    createdAt: new Date(),
    contents: { lockerPrompts: [], conversations: [], calendarEntries: [] },
    deletedAt: new Date(),
  });
  const [saved] = await db
    .insert(lockerPrompts)
    .values({
      userId: member.userId,
      projectId: project!.id,
      title: "Locker prompt",
      content: "Texto guardado no cofre",
    })
    .returning({ id: lockerPrompts.id });
  await db.insert(promptVersions).values({
    lockerPromptId: saved!.id,
    authorId: member.userId,
    note: "Primeira versão",
    snapshot: {
      kind: "locker",
      title: "Old title",
      content: "Versão antiga do texto",
      description: null,
      tags: [],
      projectId: null,
    },
  });
  await db.insert(calendarEntries).values({
    userId: member.userId,
    promptId: own!.id,
    scheduledDate: "2026-12-01",
    title: "Post de dezembro",
  });
  const [conversation] = await db
    .insert(chatConversations)
    .values({ userId: member.userId, title: "Ideias" })
    .returning({ id: chatConversations.id });
  await db
    .insert(chatMessages)
    .values({ conversationId: conversation!.id, role: "user", content: "Mensagem que só eu escrevi" });
  await db
    .insert(promptVariableValues)
    .values({ userId: member.userId, promptId: own!.id, locale: "pt", values: { produto: "Café torrado" } });
  await db.insert(focusSessions).values({
    userId: member.userId,
    title: "Sessão de foco",
    subTasks: [{ id: "a", text: "Rascunho", done: false }],
  });
  await db.insert(repurposeRuns).values({
    userId: member.userId,
    text: "Texto para reaproveitar",
    formats: ["thread"],
    language: "pt",
    tone: "friendly",
    results: [{ format: "thread", status: "done", content: "1/1 Fio reaproveitado", error: null }],
  });
  await db
    .insert(aiUsage)
    .values({ userId: member.userId, feature: "chat", model: "offline", inputChars: 10, outcome: "ok" });
  await db.insert(apikey).values({
    id: randomUUID(),
    name: "Minha chave",
    start: "pk_abc",
    referenceId: member.userId,
    key: "secret-key-hash-never-exported",
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const clientId = `client-${randomUUID()}`;
  await db.insert(oauthClient).values({
    id: randomUUID(),
    clientId,
    name: "Claude Desktop",
    redirectUris: ["http://127.0.0.1/cb"],
    userId: member.userId,
  });
  await db.insert(oauthConsent).values({
    id: randomUUID(),
    clientId,
    userId: member.userId,
    scopes: ["prompts:read"],
    createdAt: new Date(),
  });
  await db.insert(contactMessages).values({
    name: "Ana",
    email: member.email,
    subject: "Dúvida",
    message: "Minha pergunta pelo formulário",
    locale: "pt",
  });
  await db.insert(mailOutbox).values({
    toAddress: member.email,
    locale: "pt",
    subject: "Bem-vinda",
    textBody: "link secreto",
    htmlBody: "link secreto",
    transport: "local",
  });
  await db.insert(promptVotes).values({ promptId: 1, userId: member.userId });
  const [comment] = await db
    .insert(comments)
    .values({ promptId: 1, authorId: member.userId, body: "Meu comentário", createdAt: new Date() })
    .returning({ id: comments.id });
  await db.insert(commentVotes).values({ commentId: comment!.id, userId: member.userId });
  await db.insert(reports).values({
    targetType: "comment",
    targetId: comment!.id,
    reporterId: member.userId,
    resolvedBy: member.userId,
    reason: "Spam",
    status: "dismissed",
    createdAt: new Date(),
  });
  const proposal = await proposeRoadmapItem(
    db,
    viewer,
    { title: "Minha ideia para o roadmap", description: "" },
    "pt",
  );
  await voteRoadmapItem(db, viewer, proposal.id, true);
  await commentOnRoadmapItem(db, viewer, proposal.id, "Meu comentário no roadmap");
  const [example] = await db
    .insert(promptExamples)
    .values({ promptId: 1, authorId: member.userId, body: "O que este prompt me deu", createdAt: new Date() })
    .returning({ id: promptExamples.id });
  await db.insert(exampleVotes).values({ exampleId: example!.id, userId: member.userId });
  await db.insert(memberHandles).values({
    userId: member.userId,
    handle: `membro-${member.userId
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")
      .slice(0, 20)}`,
  });
  await db.insert(postingBans).values({
    userId: member.userId,
    until: new Date(Date.now() + 86_400_000),
    bannedBy: member.userId,
    createdAt: new Date(),
  });
  const notice = {
    kind: "comment_reply" as const,
    subjectType: "comment",
    subjectId: String(comment!.id),
    subjectUrl: "/prompt/1",
    createdAt: new Date(),
  };
  await db.insert(notifications).values([
    { ...notice, recipientId: member.userId },
    { ...notice, recipientId: member.userId, actorId: member.userId, subjectId: "other" },
  ]);
  await db.insert(notificationMail).values({ userId: member.userId, kind: "fork", mail: true });
  await db.insert(digestDeliveries).values({ userId: member.userId, weekOf: "2026-11-23" });
  const [chat] = await db
    .insert(supportConversations)
    .values({
      memberId: member.userId,
      assignedAdminId: member.userId,
      lastMessageAt: new Date(),
      createdAt: new Date(),
    })
    .returning({ id: supportConversations.id });
  await db.insert(supportMessages).values([
    {
      conversationId: chat!.id,
      author: "member",
      body: "Minha pergunta no chat de suporte",
      createdAt: new Date(),
    },
    {
      conversationId: chat!.id,
      author: "admin",
      adminId: member.userId,
      body: "Resposta",
      createdAt: new Date(),
    },
  ]);
  await db.insert(supportPresence).values({ id: randomUUID(), userId: member.userId });
  await db.insert(adminAuditLog).values({
    actorId: member.userId,
    actorEmail: member.email,
    action: "prompt.update",
    targetType: "prompt",
    targetId: "1",
  });
  const [payment] = await db
    .insert(payments)
    .values({
      userId: member.userId,
      source: "test",
      plan: "legend",
      amount: 6900,
      currency: "BRL",
      paidAt: new Date(),
    })
    .returning({ id: payments.id });
  await db.insert(refunds).values({
    paymentId: payment!.id,
    userId: member.userId,
    status: "refunded",
    requestedBy: "admin",
    adminId: member.userId,
    amount: 6900,
    currency: "BRL",
    refundedAt: new Date(),
  });
  await db.insert(promptRequests).values({
    userId: member.userId,
    purpose: "Um prompt para roteiros de vídeo curto",
    aiTool: "claude",
    locale: "pt",
    status: "done",
    answeredBy: member.userId,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
}

describe("a member's data rights", () => {
  it("exports every feature's data, with texts, and no secret", async () => {
    const member = await createTestMember(auth, testDb.db);
    const other = await createTestMember(auth, testDb.db);
    await fillEveryFeature(member);
    await addFavorite(testDb.db, { kind: "member", userId: other.userId, tier: "free", isAdmin: false }, 3);

    const exported = await exportPersonalData(testDb.db, member.userId);
    expect(exported).toMatchObject({ format: "promptario-account-export", version: 3 });
    for (const feature of FEATURES.filter((entry) => entry.personalData))
      expect(exported).toHaveProperty(feature.name);

    // The member's own prompts and Vault also come as prompt files the Vault imports back.
    expect(exported).toMatchObject({
      prompts: { promptFile: { format: "promptario-prompts", schemaVersion: 1, source: "prompts" } },
      locker: { promptFile: { format: "promptario-prompts", schemaVersion: 1, source: "locker" } },
    });

    const text = JSON.stringify(exported);
    for (const expected of [
      "Escreva um roteiro de vendas para [produto]",
      "Texto guardado no cofre",
      "Café torrado",
      "Versão antiga do texto",
      "Sempre em tom formal",
      "Post de dezembro",
      "Mensagem que só eu escrevi",
      "Rascunho",
      "Texto para reaproveitar",
      "1/1 Fio reaproveitado",
      "Minha chave",
      "Claude Desktop",
      "Minha pergunta pelo formulário",
      "Minha pergunta no chat de suporte",
      "Bem-vinda",
      "2026-11-23",
      "prompt.update",
      '"tier":"legend"',
    ]) {
      expect(text).toContain(expected);
    }
    for (const secret of [
      "secret-key-hash-never-exported",
      "link secreto",
      member.sessionToken,
      other.userId,
      other.email,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("deletes or anonymises every row that refers to the member, and leaves others' data alone", async () => {
    const member = await createTestMember(auth, testDb.db);
    const other = await createTestMember(auth, testDb.db);
    await fillEveryFeature(member);
    await addFavorite(testDb.db, { kind: "member", userId: other.userId, tier: "free", isAdmin: false }, 3);

    const countOf = async (entry: (typeof declared)[number]) => {
      const value = entry.by === "id" ? member.userId : member.email;
      const [row] = await rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(entry.table)} where ${sql.identifier(entry.column)} = ${value}`,
      );
      return row!.n;
    };
    const before = await Promise.all(declared.map(countOf));
    // The fill above reaches every table the features declare (the user row's email included).
    const empty = declared
      .filter((_, index) => before[index] === 0)
      .map((entry) => `${entry.table}.${entry.column}`);
    expect(
      empty.filter(
        (key) =>
          ![
            "oauth_refresh_token.user_id",
            "oauth_access_token.user_id",
            "mail_outbox.reply_to",
            "two_factor.user_id",
            "test_checkouts.user_id",
            "calendar_feeds.user_id",
            "user_roles.user_id",
          ].includes(key),
      ),
    ).toEqual([]);

    await erasePersonalData(testDb.db, member.userId);

    const after = await Promise.all(declared.map(countOf));
    expect(
      Object.fromEntries(declared.map((entry, index) => [`${entry.table}.${entry.column}`, after[index]])),
    ).toEqual(Object.fromEntries(declared.map((entry) => [`${entry.table}.${entry.column}`, 0])));
    expect(await exportPersonalData(testDb.db, member.userId)).toBeNull();
    expect(await testDb.db.$count(favorites, eq(favorites.userId, other.userId))).toBe(1);
    // What an admin did stays in the log, without who did it.
    expect(
      await testDb.db.$count(adminAuditLog, eq(adminAuditLog.actorEmail, "deleted account")),
    ).toBeGreaterThan(0);
  });
});

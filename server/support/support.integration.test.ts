import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import { createAuthFor } from "~/server/accounts/auth.server";
import { grantAdmin } from "~/server/accounts/roles.server";
import { bearer, callApi, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { adminAuditLog } from "~/server/admin/schema";
import { grantPlan } from "~/server/billing/testing.server";
import { createCast, type CommunityCast } from "~/server/community/testing.server";
import { SUPPORT_EMAIL } from "~/server/mail/templates";
import { createApiV1 } from "~/server/http/api/v1.server";
import { createTestClock } from "~/server/jobs/clock.server";
import { mailOutbox } from "~/server/mail/schema";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { subscribe, type SupportEvent } from "./live.server";
import { supportConversations } from "./schema";

let test: TestDatabase;
let cast: CommunityCast;
let second: TestMember;
const clock = createTestClock(new Date());

function apiOver(db: Database) {
  const app = new Hono().route("/api/v1", createApiV1({ database: async () => db, clock }));
  return {
    app,
    call: (method: string, path: string, member?: TestMember, body?: unknown, lang = "en") =>
      callApi(app, method, path, member, body, lang),
  };
}
let api: ReturnType<typeof apiOver>;
const call = (...args: Parameters<ReturnType<typeof apiOver>["call"]>) => api.call(...args);

interface Received {
  event: string;
  id: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON by path
  data: any;
}

/** Opens a support stream as `member` and collects its events until `close`. */
async function openStream(
  path: string,
  member: TestMember,
  app = api.app,
  headers: Record<string, string> = {},
) {
  const aborted = new AbortController();
  const response = await app.request(`/api/v1${path}`, {
    headers: { ...bearer(member.sessionToken), accept: "text/event-stream", ...headers },
    signal: aborted.signal,
  });
  const events: Received[] = [];
  if (response.ok && response.body) {
    const reader = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .getReader();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        events.push({ event: value.event ?? "message", id: value.id, data: JSON.parse(value.data) });
      }
    })().catch(() => {});
    aborted.signal.addEventListener("abort", () => void reader.cancel().catch(() => {}));
  }
  return {
    status: response.status,
    events,
    async next(match: (event: Received) => boolean): Promise<Received> {
      let found: Received | undefined;
      await expect.poll(() => (found = events.find(match)), { timeout: 8_000, interval: 50 }).toBeTruthy();
      return found!;
    },
    close: () => aborted.abort(),
  };
}

async function legendMember(): Promise<TestMember> {
  const member = await createTestMember(createAuthFor(test.db), test.db);
  await grantPlan(test.db, member.userId, "legend");
  return member;
}

const mailsTo = (address: string) =>
  test.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody, replyTo: mailOutbox.replyTo })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address));

const send = async (member: TestMember, body: string, extra: Record<string, unknown> = {}) => {
  const answer = await call("POST", "/support/messages", member, { body, ...extra });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await test.db.execute(query)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/** Waits until nothing more is being written by streams that are closing. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeAll(async () => {
  test = await createTestDatabase();
  cast = await createCast(test.db);
  api = apiOver(test.db);
  second = await createTestMember(createAuthFor(test.db), test.db);
  await grantAdmin(test.db, second.email);
}, 240_000);
afterAll(() => test.close());

describe("who may use chat support", () => {
  it("non-legend-members-get-403-and-visitors-401-while-legend-and-admins-chat", async () => {
    for (const member of [cast.free, cast.creator]) {
      const refused = await call("GET", "/support", member);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: "plan_required", contactUrl: "/contact" });
      expect((await call("POST", "/support/messages", member, { body: "Hi" })).status).toBe(403);
      expect((await openStream("/support/events", member)).status).toBe(403);
    }
    expect((await call("GET", "/support")).status).toBe(401);
    expect((await call("GET", "/support", cast.legend)).status).toBe(200);
    expect((await call("GET", "/support", cast.admin)).status).toBe(200);
  });

  it("a-member-never-reads-another-members-conversation-or-the-desk", async () => {
    const ana = await legendMember();
    const bia = await legendMember();
    const { conversation } = await send(ana, "Ana's private question", { clientId: randomUUID() });
    const seen = await call("GET", "/support", bia);
    expect(seen.body.messages).toEqual([]);
    expect(seen.body.conversation).toBeNull();
    // The team's side is for admins: a Legend member is refused, whatever the id.
    expect((await call("GET", `/admin/support/conversations/${conversation.id}`, bia)).status).toBe(403);
    expect((await call("GET", "/admin/support/conversations", bia)).status).toBe(403);
    expect((await openStream("/admin/support/events", bia)).status).toBe(403);
    // Bia's stream never carries Ana's messages.
    const stream = await openStream("/support/events", bia);
    await stream.next((event) => event.event === "conversation");
    await send(ana, "Another private line");
    await settle();
    expect(stream.events.filter((event) => event.event === "message")).toEqual([]);
    stream.close();
  });
});

describe("a member writes", () => {
  it("starts-a-conversation-that-mails-the-support-address-once", async () => {
    const member = await legendMember();
    const first = await send(member, "My prompts vanished\nfrom the Vault");
    expect(first.conversation).toMatchObject({ status: "open", assignee: null });
    expect(first.message).toMatchObject({ author: "member", body: "My prompts vanished\nfrom the Vault" });
    await send(member, "It was yesterday");
    const mails = (await mailsTo(SUPPORT_EMAIL)).filter((mail) => mail.replyTo === member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("My prompts vanished");
    expect(mails[0]!.text).toContain(`/admin?tab=support&c=${first.conversation.id}`);

    const history = await call("GET", "/support", member);
    expect(history.body.messages.map((message: { body: string }) => message.body)).toEqual([
      "My prompts vanished\nfrom the Vault",
      "It was yesterday",
    ]);
  });

  it("refuses-empty-long-nul-and-half-emoji-text-with-400", async () => {
    for (const body of ["   ", "x".repeat(2_001), "null\u0000byte", "half \uD83D emoji", "bell\u0007"]) {
      const answer = await call("POST", "/support/messages", cast.legend, { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    expect(
      (await call("POST", "/support/messages", cast.legend, { body: "ok", clientId: "nope" })).status,
    ).toBe(400);
    // 2,000 characters and an emoji are fine.
    await send(cast.legend, `${"x".repeat(1_998)}🙂`);
  });

  it("stores-a-retried-send-once", async () => {
    const member = await legendMember();
    const clientId = randomUUID();
    const first = await send(member, "Sent twice by a flaky network", { clientId });
    const again = await send(member, "Sent twice by a flaky network", { clientId });
    expect(again.message.id).toBe(first.message.id);
    expect((await call("GET", "/support", member)).body.messages).toHaveLength(1);
    // Another member reusing the id gets a message of their own.
    const other = await legendMember();
    const theirs = await send(other, "Same id, different member", { clientId });
    expect(theirs.message.id).not.toBe(first.message.id);
  });

  it("pages-the-whole-history-across-conversations", async () => {
    const member = await legendMember();
    await send(member, "First conversation");
    const [open] = await test.db
      .select({ id: supportConversations.id })
      .from(supportConversations)
      .where(eq(supportConversations.memberId, member.userId));
    expect((await call("POST", `/admin/support/conversations/${open!.id}/close`, cast.admin)).status).toBe(
      200,
    );
    const second = await send(member, "Second conversation");
    expect(second.conversation.id).not.toBe(open!.id);
    const page = await call("GET", `/support?before=${second.message.id}`, member);
    expect(page.body.messages.map((message: { body: string }) => message.body)).toEqual([
      "First conversation",
    ]);
    expect(page.body.conversation).toMatchObject({ id: second.conversation.id, status: "open" });
  });
});

describe("the hourly limit", () => {
  it("refuses-the-61st-message-in-an-hour-with-429-and-when-to-come-back", async () => {
    const member = await legendMember();
    for (let i = 0; i < 60; i++) await send(member, `Message ${i}`);
    const refused = await call("POST", "/support/messages", member, { body: "One too many" });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "message_limit", retryAfter: expect.any(Number) });
    expect(refused.body.error).toMatch(/60 messages in the last hour.*Try again in \d+ minute/);
    // An hour after the first, the member writes again.
    clock.advance(60 * 60 * 1000 + 1_000);
    await send(member, "An hour later");
  });

  it("counts-concurrent-sends-one-at-a-time", async () => {
    const member = await legendMember();
    for (let i = 0; i < 55; i++) await send(member, `Before the burst ${i}`);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call("POST", "/support/messages", member, { body: `Burst ${i}` })),
    );
    expect(burst.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(7);
    expect(
      await countOf(sql`
      select count(*)::int as n from support_messages m
      join support_conversations c on c.id = m.conversation_id
      where c.member_id = ${member.userId} and m.author = 'member'`),
    ).toBe(60);
  });
});

describe("live", () => {
  it("delivers-an-answer-and-typing-to-the-member-and-the-members-message-to-the-desk", async () => {
    const member = await legendMember();
    const { conversation, message } = await send(member, "Is anyone there?");
    const desk = await openStream("/admin/support/events", cast.admin);
    await desk.next((event) => event.event === "ready");
    const live = await openStream(`/support/events?after=${message.id}`, member);
    await live.next((event) => event.event === "conversation");

    expect((await call("POST", "/support/typing", member)).status).toBe(204);
    await desk.next((event) => event.event === "typing" && event.data.conversationId === conversation.id);
    await call("POST", `/admin/support/conversations/${conversation.id}/typing`, cast.admin);
    const typing = await live.next((event) => event.event === "typing");
    expect(typing.data.name).toBe("Test Member");

    const answer = await call(
      "POST",
      `/admin/support/conversations/${conversation.id}/messages`,
      cast.admin,
      {
        body: "Yes, how can I help?",
      },
    );
    expect(answer.status).toBe(201);
    const delivered = await live.next((event) => event.event === "message");
    expect(delivered).toMatchObject({
      id: String(answer.body.message.id),
      data: { author: "admin", body: "Yes, how can I help?" },
    });
    // Taken by the answering admin: the member sees who has it.
    const assigned = await live.next(
      (event) => event.event === "conversation" && event.data.conversation.assignee !== null,
    );
    expect(assigned.data.conversation.assignee).toEqual({ name: "Test Member" });

    await send(member, "My Vault is empty");
    const arrived = await desk.next(
      (event) => event.event === "message" && event.data.message.body === "My Vault is empty",
    );
    expect(arrived.data.conversation).toMatchObject({ id: conversation.id, unread: true });
    expect(arrived.data.unread).toBeGreaterThan(0);

    // A message sent ends "typing": the next message's first hint goes out at once, however soon
    // after the one before it.
    const typings = () =>
      desk.events.filter((event) => event.event === "typing" && event.data.conversationId === conversation.id)
        .length;
    const hinted = typings();
    expect((await call("POST", "/support/typing", member)).status).toBe(204);
    await expect.poll(typings, { timeout: 8_000, interval: 50 }).toBe(hinted + 1);
    await send(member, "Are you still there?");
    expect((await call("POST", "/support/typing", member)).status).toBe(204);
    await expect.poll(typings, { timeout: 8_000, interval: 50 }).toBe(hinted + 2);
    live.close();
    desk.close();
  });

  it("resumes-from-the-last-event-id-after-a-drop", async () => {
    const member = await legendMember();
    const first = await send(member, "Before the drop");
    const missed = await call(
      "POST",
      `/admin/support/conversations/${first.conversation.id}/messages`,
      cast.admin,
      {
        body: "Sent while you were offline",
      },
    );
    const resumed = await openStream("/support/events", member, api.app, {
      "last-event-id": String(first.message.id),
    });
    const event = await resumed.next((received) => received.event === "message");
    expect(event.data.body).toBe("Sent while you were offline");
    expect(event.id).toBe(String(missed.body.message.id));
    resumed.close();
  });

  it("mails-an-answer-only-to-a-member-who-is-not-on-the-chat", async () => {
    const member = await legendMember();
    const { conversation } = await send(member, "Please answer by mail if I leave");
    const answers = async () =>
      // In the member's language (Portuguese unless they chose English).
      (await mailsTo(member.email)).filter(
        (mail) => mail.subject === "O suporte do Promptário respondeu você",
      );
    const answer = (body: string) =>
      call("POST", `/admin/support/conversations/${conversation.id}/messages`, cast.admin, { body });

    const live = await openStream("/support/events", member);
    await live.next((event) => event.event === "conversation");
    expect((await answer("While you are here")).status).toBe(201);
    expect(await answers()).toEqual([]);
    live.close();
    // The stream's presence goes with it.
    await expect
      .poll(() =>
        countOf(sql`select count(*)::int as n from support_presence where user_id = ${member.userId}`),
      )
      .toBe(0);
    expect((await answer("After you left")).status).toBe(201);
    const mails = await answers();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("After you left");
    expect(mails[0]!.text).toContain("/support");
  });
});

describe("the desk", () => {
  it("lists-open-conversations-the-longest-waiting-first-with-the-unread-count", async () => {
    const early = await legendMember();
    const late = await legendMember();
    const a = await send(early, "Waiting since earlier");
    clock.advance(60_000);
    const b = await send(late, "Waiting since later");
    clock.advance(60_000);
    const list = await call("GET", "/admin/support/conversations", cast.admin);
    const ids = list.body.items.map((item: { id: number }) => item.id);
    expect(ids.indexOf(a.conversation.id)).toBeLessThan(ids.indexOf(b.conversation.id));
    const before = list.body.unread;
    expect(before).toBeGreaterThanOrEqual(2);
    const read = await call("POST", `/admin/support/conversations/${a.conversation.id}/read`, cast.admin, {});
    expect(read.body.unread).toBe(before - 1);
    expect(list.body.admins.map((admin: { id: string }) => admin.id)).toEqual(
      expect.arrayContaining([cast.admin.userId, second.userId]),
    );
  });

  it("gives-a-conversation-to-one-admin-and-tells-a-second-who-has-it", async () => {
    const member = await legendMember();
    const { conversation } = await send(member, "Who will help me?");
    const path = `/admin/support/conversations/${conversation.id}`;
    const [one, two] = await Promise.all([
      call("POST", `${path}/take`, cast.admin),
      call("POST", `${path}/take`, second),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const [winner, loser] = one.status === 200 ? [cast.admin, second] : [second, cast.admin];
    const refused = one.status === 409 ? one : two;
    expect(refused.body).toMatchObject({ code: "assigned_to_other", assignee: { id: winner.userId } });

    const blocked = await call("POST", `${path}/messages`, loser, { body: "Let me answer" });
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe("assigned_to_other");

    // A handover: the loser takes it over explicitly.
    const handed = await call("PUT", `${path}/assignee`, loser, { adminId: loser.userId });
    expect(handed.body.conversation.assignee.id).toBe(loser.userId);
    expect((await call("POST", `${path}/messages`, loser, { body: "I have it now" })).status).toBe(201);
    expect((await call("PUT", `${path}/assignee`, loser, { adminId: member.userId })).status).toBe(404);

    const entries = await test.db
      .select({ action: adminAuditLog.action, after: adminAuditLog.after })
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.targetType, "support_conversation"),
          eq(adminAuditLog.targetId, String(conversation.id)),
        ),
      );
    expect(entries.map((entry) => entry.action)).toEqual(["support.assign", "support.assign"]);
  });

  it("closes-and-reopens-in-the-audit-log-one-open-conversation-at-a-time", async () => {
    const member = await legendMember();
    const { conversation } = await send(member, "Thanks, solved");
    const path = `/admin/support/conversations/${conversation.id}`;
    expect((await call("POST", `${path}/close`, cast.admin)).body.conversation.status).toBe("closed");
    expect((await call("POST", `${path}/messages`, cast.admin, { body: "Closed already" })).body.code).toBe(
      "conversation_closed",
    );
    expect((await call("POST", `${path}/reopen`, cast.admin)).body.conversation.status).toBe("open");
    await call("POST", `${path}/close`, cast.admin);
    const next = await send(member, "Another question");
    expect(next.conversation.id).not.toBe(conversation.id);
    const refused = await call("POST", `${path}/reopen`, cast.admin);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("member_has_open_conversation");

    const actions = await test.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.targetType, "support_conversation"),
          eq(adminAuditLog.targetId, String(conversation.id)),
        ),
      )
      .orderBy(adminAuditLog.id);
    expect(actions.map((entry) => entry.action)).toEqual([
      "support.close",
      "support.reopen",
      "support.close",
    ]);
    expect((await call("GET", "/admin/support/conversations/999999999", cast.admin)).status).toBe(404);
    expect((await call("GET", "/admin/support/conversations/abc", cast.admin)).status).toBe(404);
  });
});

describe.skipIf(process.env.TEST_DB_KIND !== "postgres")(
  "several processes on one PostgreSQL database",
  () => {
    let other: DatabaseHandle;
    beforeAll(() => {
      other = openDatabase({ databaseUrl: test.url! });
    });
    afterAll(() => other.close());

    it("hears-a-message-written-by-another-process-and-catches-up-after-its-listener-drops", async () => {
      const member = await legendMember();
      const elsewhere = apiOver(other.db);
      const first = await send(member, "Written on process A");
      const live = await openStream(`/support/events?after=${first.message.id}`, member, elsewhere.app);
      await live.next((event) => event.event === "conversation");

      await call("POST", `/admin/support/conversations/${first.conversation.id}/messages`, cast.admin, {
        body: "Answered on process A",
      });
      await live.next((event) => event.event === "message" && event.data.body === "Answered on process A");

      // The listening connection of process B dies: what is said meanwhile still arrives.
      const heard: SupportEvent[] = [];
      const stop = await subscribe(other.db, (event) => heard.push(event));
      await test.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`);
      await call("POST", `/admin/support/conversations/${first.conversation.id}/messages`, cast.admin, {
        body: "Said while B was not listening",
      });
      await expect.poll(() => heard.some((event) => event.type === "resume"), { timeout: 10_000 }).toBe(true);
      await live.next(
        (event) => event.event === "message" && event.data.body === "Said while B was not listening",
      );
      stop();
      live.close();
    });
  },
);

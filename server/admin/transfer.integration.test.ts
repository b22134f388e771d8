import { count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePromptFile } from "~/core/prompt-transfer";
import { createAuthFor } from "~/server/accounts/auth.server";
import { grantAdmin } from "~/server/accounts/roles.server";
import { bearer, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { prompts } from "~/server/catalog/schema";
import { createApiV1 } from "~/server/http/api/v1.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { promptVersions } from "~/server/versions/schema";
import { listVersions } from "~/server/versions/versions.server";
import { listAuditLog } from "./audit.server";
import { deletePrompt, getAdminPrompt, updatePrompt } from "./prompts.server";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the JSON by path
type Json = Record<string, any>;

let testDb: TestDatabase;
let app: Hono;
let admin: TestMember;
let member: TestMember;
const actor = () => ({ userId: admin.userId, email: admin.email });

beforeAll(async () => {
  testDb = await createTestDatabase();
  const auth = createAuthFor(testDb.db);
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
  [admin, member] = await Promise.all([createTestMember(auth, testDb.db), createTestMember(auth, testDb.db)]);
  await grantAdmin(testDb.db, admin.email);
});
afterAll(async () => {
  await testDb.close();
});

async function send(method: string, path: string, as?: TestMember, text?: string) {
  const response = await app.request(`/api/v1/admin/catalogue${path}`, {
    method,
    headers: { ...(as ? bearer(as.sessionToken) : {}), "content-type": "text/plain; charset=utf-8" },
    body: text,
  });
  const body = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text: body,
    json: () => JSON.parse(body) as Json,
  };
}

const preview = (query: string, text: string, as: TestMember | null = admin) =>
  send("POST", `/import/preview?${query}`, as ?? undefined, text);
const importFile = (query: string, text: string, as: TestMember | null = admin) =>
  send("POST", `/import?${query}`, as ?? undefined, text);

/** What an import may change: prompts, versions and audit entries. */
async function footprint() {
  const [[promptRows], [versionRows], audit] = await Promise.all([
    testDb.db.select({ value: count() }).from(prompts),
    testDb.db.select({ value: count() }).from(promptVersions),
    listAuditLog(testDb.db, { limit: 1, offset: 0 }),
  ]);
  return { prompts: promptRows!.value, versions: versionRows!.value, audit: audit.total };
}

const PROMPTS_CHAT = `act,prompt
"Harbour Pilot","I want you to act as a harbour pilot. Guide the ship into \${port:Santos}."
"Tide Reader","I want you to act as a tide reader for \${beach}."
`;

describe("the catalogue's export and import", () => {
  it("refuses-anyone-who-is-not-an-admin", async () => {
    const before = await footprint();
    for (const as of [member, null]) {
      const expected = as ? 403 : 401;
      expect((await send("GET", "/export?format=json", as ?? undefined)).status).toBe(expected);
      expect((await preview("name=p.csv&locale=en&category=storytelling", PROMPTS_CHAT, as)).status).toBe(
        expected,
      );
      expect((await importFile("name=p.csv&locale=en&category=storytelling", PROMPTS_CHAT, as)).status).toBe(
        expected,
      );
    }
    expect(await footprint()).toEqual(before);
  });

  it("exports-both-languages-in-five-formats", async () => {
    const [json, en, csv, md, yml, chat] = await Promise.all([
      send("GET", "/export?format=json", admin),
      send("GET", "/export?format=json&locale=en", admin),
      send("GET", "/export?format=csv", admin),
      send("GET", "/export?format=md", admin),
      send("GET", "/export?format=prompt-yml", admin),
      send("GET", "/export?format=prompts-chat&locale=pt", admin),
    ]);
    for (const file of [json, en, csv, md, yml, chat]) expect(file.status).toBe(200);
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(json.headers.get("content-disposition")).toMatch(
      /^attachment; filename="promptario-catalogue-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(chat.headers.get("content-disposition")).toMatch(/-pt-prompts-chat\.csv"$/);
    expect(md.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(yml.headers.get("content-type")).toBe("application/yaml; charset=utf-8");
    const all = json.json();
    expect(all).toMatchObject({ format: "promptario-prompts", schemaVersion: 1, source: "catalogue" });
    const english = en.json().prompts as Json[];
    // Every catalogue prompt is written in both languages: both make twice the entries of one.
    expect(all.prompts).toHaveLength(english.length * 2);
    expect(english.length).toBeGreaterThanOrEqual(25);
    const [lesson] = await Promise.all([getAdminPrompt(testDb.db, 12)]);
    expect(english).toContainEqual(
      expect.objectContaining({
        title: lesson.translations.en!.title,
        content: lesson.translations.en!.promptText,
        category: lesson.categoryId,
        versions: [],
      }),
    );
    for (const [file, name] of [
      [csv, "c.csv"],
      [md, "c.md"],
      [yml, "c.prompt.yml"],
    ] as const)
      expect(parsePromptFile(file.text, name).rows).toHaveLength(english.length * 2);
    expect(parsePromptFile(chat.text, "c.csv").format).toBe("prompts-chat");
    expect((await send("GET", "/export?format=xml", admin)).status).toBe(400);
    expect((await send("GET", "/export?locale=fr", admin)).status).toBe(400);
  });

  it("previews-a-prompts-chat-csv-without-writing-then-imports-it-hidden-with-one-audit-entry", async () => {
    const before = await footprint();
    // Without a category, prompts whose file names none cannot go anywhere.
    const uncategorised = await preview("name=prompts.csv&locale=en", PROMPTS_CHAT);
    expect(uncategorised.status).toBe(200);
    expect(uncategorised.json()).toMatchObject({
      format: "prompts-chat",
      counts: { new: 0, duplicate: 0, error: 2 },
      rows: [
        {
          at: { line: 2 },
          title: "Harbour Pilot",
          status: "error",
          error: expect.stringMatching(/^category/),
        },
        { at: { line: 3 }, title: "Tide Reader", status: "error" },
      ],
    });
    const planned = await preview("name=prompts.csv&locale=en&category=storytelling", PROMPTS_CHAT);
    expect(planned.json()).toEqual({
      format: "prompts-chat",
      rows: [
        { at: { line: 2 }, title: "Harbour Pilot", status: "new" },
        { at: { line: 3 }, title: "Tide Reader", status: "new" },
      ],
      counts: { new: 2, duplicate: 0, error: 0 },
    });
    expect(await footprint()).toEqual(before);

    const imported = await importFile("name=prompts.csv&locale=en&category=storytelling", PROMPTS_CHAT);
    expect(imported.status).toBe(200);
    const result = imported.json();
    expect(result).toMatchObject({ added: 2, skipped: 0 });
    const [pilot] = result.promptIds as number[];
    const detail = await getAdminPrompt(testDb.db, pilot!);
    expect(detail).toMatchObject({ source: "catalog", categoryId: "storytelling", isPublished: false });
    expect(detail.translations.pt).toBeUndefined();
    expect(detail.translations.en).toMatchObject({
      title: "Harbour Pilot",
      promptText: "I want you to act as a harbour pilot. Guide the ship into [port = Santos].",
      description: "I want you to act as a harbour pilot.",
    });
    expect(await listVersions(testDb.db, { kind: "prompt", promptId: pilot! })).toHaveLength(1);

    const [entry] = (await listAuditLog(testDb.db, { limit: 1, offset: 0 })).items;
    expect(entry).toMatchObject({
      actorEmail: admin.email,
      action: "catalogue.import",
      targetType: "catalogue",
      targetLabel: "prompts.csv",
      after: { format: "prompts-chat", locale: "en", added: 2, skipped: 0, promptIds: result.promptIds },
    });
    expect(await footprint()).toEqual({
      prompts: before.prompts + 2,
      versions: before.versions + 2,
      audit: before.audit + 1,
    });

    // The same file again: every prompt is a duplicate in English, none in Portuguese.
    expect(
      (await preview("name=prompts.csv&locale=en&category=storytelling", PROMPTS_CHAT)).json().counts,
    ).toEqual({ new: 0, duplicate: 2, error: 0 });
    expect(
      (await preview("name=prompts.csv&locale=pt&category=storytelling", PROMPTS_CHAT)).json().counts,
    ).toEqual({ new: 2, duplicate: 0, error: 0 });
  });

  it("refuses-a-bad-file-whole-and-changes-nothing", async () => {
    const before = await footprint();
    const withBadVariables = [
      "title,content,description,tags,category",
      '"Quay report","Report on [ship] at the quay.","A report.","",marketing',
      '"Tone check","Write in [tone: formal | friendly = bold].","Checks the tone.","",marketing',
      '"Nowhere","Text.","","",no-such-category',
    ].join("\n");
    const planned = (await preview("name=bad.csv&locale=en", withBadVariables)).json();
    expect(planned.rows).toMatchObject([
      { at: { line: 2 }, status: "new" },
      { at: { line: 3 }, status: "error", error: expect.stringMatching(/^content: /) },
      { at: { line: 4 }, status: "error", error: expect.stringContaining("no-such-category") },
    ]);
    const refused = await importFile("name=bad.csv&locale=en", withBadVariables);
    expect(refused.status).toBe(400);
    expect(refused.json()).toMatchObject({ code: "invalid_prompt", at: { line: 3 } });
    expect(refused.json().error).toMatch(/^content: /);

    const unreadable = await importFile("name=bad.json&locale=en", "{ not json");
    expect(unreadable.status).toBe(400);
    expect(unreadable.json()).toMatchObject({ code: "unreadable" });
    const unknownCategory = await importFile("name=p.csv&locale=en&category=nowhere", PROMPTS_CHAT);
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.json()).toMatchObject({ code: "category_not_found" });
    const badName = await importFile(`name=${encodeURIComponent("p\u0000.csv")}&locale=en`, PROMPTS_CHAT);
    expect(badName.status).toBe(400);
    expect(badName.json().issues).toEqual([expect.objectContaining({ path: ["name"] })]);
    const noLanguage = await importFile("name=p.csv", PROMPTS_CHAT);
    expect(noLanguage.status).toBe(400);
    expect(noLanguage.json().issues).toEqual([expect.objectContaining({ path: ["locale"] })]);
    const tooMany = `act,prompt\n${Array.from({ length: 501 }, (_, i) => `"P${i}","Text ${i}."`).join("\n")}`;
    expect((await importFile("name=p.csv&locale=en&category=storytelling", tooMany)).json()).toMatchObject({
      code: "too_many",
    });
    const tooLarge = await importFile("name=p.csv&locale=en", "x".repeat(2 * 1024 * 1024 + 1));
    expect(tooLarge.status).toBe(413);
    expect(await footprint()).toEqual(before);
  });

  it("round-trips-a-prompt-with-its-versions-through-our-json", async () => {
    const id = 14;
    const original = await getAdminPrompt(testDb.db, id);
    const en = original.translations.en!;
    await updatePrompt(testDb.db, actor(), id, {
      translations: { en: { promptText: `${en.promptText}\n\nKeep it short.` } },
      changeNote: "Shorter",
    });
    // An edit of the other language leaves no English version of its own.
    await updatePrompt(testDb.db, actor(), id, {
      translations: { pt: { title: `${original.translations.pt!.title} (revisado)` } },
    });
    const file = (await send("GET", "/export?format=json&locale=en", admin)).text;
    const exported = (JSON.parse(file) as Json).prompts.find((prompt: Json) => prompt.title === en.title);
    expect(exported.content).toBe(`${en.promptText}\n\nKeep it short.`);
    expect(exported.versions).toEqual([
      expect.objectContaining({ title: en.title, content: en.promptText, description: en.description }),
    ]);

    // Gone from the catalogue, it comes back from the file; everything else there is a duplicate.
    await deletePrompt(testDb.db, actor(), id);
    const result = (await importFile("name=catalogue.json&locale=en", file)).json();
    expect(result.added).toBe(1);
    expect(result.skipped).toBe((JSON.parse(file) as Json).prompts.length - 1);
    const back = await getAdminPrompt(testDb.db, result.promptIds[0]);
    expect(back).toMatchObject({ categoryId: original.categoryId, isPublished: false, source: "catalog" });
    expect(back.translations.en).toMatchObject({
      title: en.title,
      description: en.description,
      promptText: `${en.promptText}\n\nKeep it short.`,
      tags: en.tags,
    });
    const versions = await listVersions(testDb.db, { kind: "prompt", promptId: back.id });
    expect(
      versions.map(
        (version) => version.snapshot.kind === "prompt" && version.snapshot.translations.en?.promptText,
      ),
    ).toEqual([`${en.promptText}\n\nKeep it short.`, en.promptText]);
    // Exported again, it carries the same history.
    const again = (await send("GET", "/export?format=json&locale=en", admin)).json();
    const same = (again.prompts as Json[]).find((prompt) => prompt.title === en.title)!;
    expect(same.versions).toEqual(exported.versions);
    expect((await testDb.db.select().from(prompts).where(eq(prompts.id, id))).length).toBe(0);
  });
});

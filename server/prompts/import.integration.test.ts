import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { bearer, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { MEMBER_PROMPTS_PER_DAY } from "~/core/forms/prompt";
import { prompts } from "~/server/catalog/schema";
import { createApiV1 } from "~/server/http/api/v1.server";
import { promptVersions } from "~/server/versions/schema";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";

let testDb: TestDatabase;
let auth: Auth;
let app: Hono;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the JSON by path
type Json = Record<string, any>;

const PROMPTS_CHAT = `act,prompt,for_devs
"Linux Terminal","I want you to act as a linux terminal. My first command is \${command:pwd}.",TRUE
"Travel Guide","I want you to act as a travel guide in \${city}.",FALSE
`;

const OPEN_WEBUI = JSON.stringify([
  {
    command: "/summarize",
    user_id: "abc",
    title: "Summarize",
    content: 'Summarize {{text | textarea}} in a {{style | select:options=["short","detailed"]}} way.',
    timestamp: 1732000000,
  },
]);

const PROMPT = {
  title: "Meeting notes to action items",
  description: "Turns raw meeting notes into a clear list of owners and deadlines.",
  categoryId: "consulting",
  tags: ["meetings", "productivity"],
  promptText: "From these notes about [project], list every action item due by [due: date]:\n\n[notes: long]",
  language: "en",
};

const upload = (member: TestMember, path: string, name: string, text: string, query = "") =>
  app.request(`/api/v1/me/prompts/${path}?name=${encodeURIComponent(name)}${query}`, {
    method: "POST",
    headers: { ...bearer(member.sessionToken), "content-type": "text/plain" },
    body: text,
  });

async function mine(member: TestMember): Promise<Json[]> {
  const response = await app.request("/api/v1/me/prompts?limit=100", {
    headers: bearer(member.sessionToken),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Json).items as Json[];
}

async function write(member: TestMember, body: Json = PROMPT): Promise<number> {
  const response = await app.request("/api/v1/prompts", {
    method: "POST",
    headers: { ...bearer(member.sessionToken), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as Json).prompt.id as number;
}

async function versionsOf(promptId: number) {
  return testDb.db
    .select({ snapshot: promptVersions.snapshot, createdAt: promptVersions.createdAt })
    .from(promptVersions)
    .where(eq(promptVersions.promptId, promptId))
    .orderBy(promptVersions.id);
}

const count = async () => (await testDb.db.select({ id: prompts.id }).from(prompts)).length;

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
});
afterAll(async () => {
  await testDb.close();
});

describe("importing a file into a member's own prompts", () => {
  it("previews-a-prompts-chat-csv-without-writing-then-imports-it-private-with-converted-variables", async () => {
    const member = await createTestMember(auth, testDb.db);
    const before = await count();
    const preview = await upload(member, "import/preview", "prompts.csv", PROMPTS_CHAT);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({
      format: "prompts-chat",
      counts: { new: 2, duplicate: 0, error: 0 },
      rows: [
        { at: { line: 2 }, title: "Linux Terminal", status: "new" },
        { at: { line: 3 }, title: "Travel Guide", status: "new" },
      ],
    });
    expect(await count()).toBe(before);

    const imported = await upload(member, "import", "prompts.csv", PROMPTS_CHAT);
    expect(imported.status).toBe(200);
    expect(await imported.json()).toEqual({ added: 2, skipped: 0 });
    const items = await mine(member);
    expect(items).toHaveLength(2);
    const terminal = items.find((item) => item.title === "Linux Terminal")!;
    expect(terminal).toMatchObject({
      promptText: "I want you to act as a linux terminal. My first command is [command = pwd].",
      isPublished: false,
      isPremium: false,
      categoryId: "personal-ai",
      language: "en",
      // A file without a description gets the text's first line.
      description: "I want you to act as a linux terminal. My first command is [command = pwd].",
    });
    expect(await versionsOf(terminal.id as number)).toHaveLength(1);
  });

  it("imports-an-open-webui-export-with-typed-variables-in-the-language-asked", async () => {
    const member = await createTestMember(auth, testDb.db);
    const preview = (await (
      await upload(member, "import/preview", "export.json", OPEN_WEBUI, "&language=pt")
    ).json()) as Json;
    expect(preview).toMatchObject({ format: "open-webui", counts: { new: 1, duplicate: 0, error: 0 } });
    expect((await upload(member, "import", "export.json", OPEN_WEBUI, "&language=pt")).status).toBe(200);
    const [summarize] = await mine(member);
    expect(summarize).toMatchObject({
      title: "Summarize",
      language: "pt",
      promptText: "Summarize [text: long] in a [style: short | detailed] way.",
    });
  });

  it("skips-duplicates-of-the-members-prompts-and-within-the-file", async () => {
    const member = await createTestMember(auth, testDb.db);
    await upload(member, "import", "prompts.csv", PROMPTS_CHAT);
    const again = `act,prompt
"Linux Terminal","I want you to act as a linux terminal. My first command is \${command:pwd}."
"Poet","Write a poem about [topic]."
"Poet","Write a poem about [topic]."
`;
    const preview = (await (await upload(member, "import/preview", "again.csv", again)).json()) as Json;
    expect(preview.counts).toEqual({ new: 1, duplicate: 2, error: 0 });
    expect(await (await upload(member, "import", "again.csv", again)).json()).toEqual({
      added: 1,
      skipped: 2,
    });
    expect(await mine(member)).toHaveLength(3);
  });

  it("a-bad-file-or-a-bad-variable-changes-nothing-and-says-where-in-the-members-language", async () => {
    const member = await createTestMember(auth, testDb.db);
    await write(member);
    const before = await count();

    const unreadable = await upload(member, "import", "broken.json", "{ not json");
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toMatchObject({
      code: "unreadable",
      error: "The file is not valid JSON",
    });

    const badVariable = `title,content
"Fine","Write about [topic]."
"Broken","Write in a [tone: formal | ] way about [topic]."
`;
    const preview = await upload(member, "import/preview", "bad.csv", badVariable, "&language=pt");
    expect(preview.status).toBe(200);
    const plan = (await preview.json()) as Json;
    expect(plan.counts).toEqual({ new: 1, duplicate: 0, error: 1 });
    expect(plan.rows[1]).toMatchObject({ at: { line: 3 }, title: "Broken", status: "error" });
    expect(plan.rows[1].error).toMatch(/^Prompt: Linha 1, coluna/);

    const refused = await upload(member, "import", "bad.csv", badVariable);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "invalid_prompt", at: { line: 3 } });
    expect(await count()).toBe(before);
    expect(await mine(member)).toHaveLength(1);
  });

  it("an-imports-prompts-do-not-use-up-the-daily-writing-limit", async () => {
    const member = await createTestMember(auth, testDb.db);
    const rows = Array.from(
      { length: MEMBER_PROMPTS_PER_DAY + 5 },
      (_, i) => `Role ${i + 1},Act as helper number ${i + 1} for [task].`,
    );
    const imported = await upload(member, "import", "many.csv", `act,prompt\n${rows.join("\n")}\n`);
    expect(imported.status).toBe(200);
    expect(await mine(member)).toHaveLength(MEMBER_PROMPTS_PER_DAY + 5);
    // Writing by hand the same day still works: the limit counts prompts written here.
    await write(member, { ...PROMPT, title: "Written by hand after an import" });
  });

  it("refuses-a-bad-request-with-a-clear-4xx", async () => {
    const member = await createTestMember(auth, testDb.db);
    const anonymous = await app.request("/api/v1/me/prompts/import?name=a.csv", {
      method: "POST",
      body: PROMPTS_CHAT,
    });
    expect(anonymous.status).toBe(401);
    const nameless = await app.request("/api/v1/me/prompts/import/preview", {
      method: "POST",
      headers: { ...bearer(member.sessionToken), "content-type": "text/plain" },
      body: PROMPTS_CHAT,
    });
    expect(nameless.status).toBe(400);
    expect(((await nameless.json()) as Json).error).toMatch(/file's name/);
    const language = await upload(member, "import/preview", "a.csv", PROMPTS_CHAT, "&language=fr");
    expect(language.status).toBe(400);
    expect(((await language.json()) as Json).error).toMatch(/language is one of en, pt/);
    const category = await upload(member, "import", "a.csv", PROMPTS_CHAT, "&categoryId=no-such-thing");
    expect(category.status).toBe(400);
    expect(await category.json()).toMatchObject({ code: "category_not_found" });
    const tooLarge = await upload(member, "import/preview", "a.csv", "x".repeat(2 * 1024 * 1024 + 1));
    expect(tooLarge.status).toBe(413);
    expect(await mine(member)).toHaveLength(0);
  });

  it("round-trips-an-export-into-another-member-with-its-versions-and-leaves-the-author-untouched", async () => {
    const author = await createTestMember(auth, testDb.db);
    const id = await write(author);
    const edited = await app.request(`/api/v1/prompts/${id}`, {
      method: "PATCH",
      headers: { ...bearer(author.sessionToken), "content-type": "application/json" },
      body: JSON.stringify({ ...PROMPT, title: "Meeting notes to owners and deadlines" }),
    });
    expect(edited.status).toBe(200);
    const file = await (
      await app.request("/api/v1/me/prompts/export?format=json", { headers: bearer(author.sessionToken) })
    ).text();
    const authorsBefore = await mine(author);
    const authorsVersions = await versionsOf(id);

    // Into the author's own prompts: everything is already there.
    const own = (await (await upload(author, "import/preview", "mine.json", file)).json()) as Json;
    expect(own.counts).toEqual({ new: 0, duplicate: 1, error: 0 });

    const reader = await createTestMember(auth, testDb.db);
    const imported = await upload(reader, "import", "mine.json", file);
    expect(await imported.json()).toEqual({ added: 1, skipped: 0 });
    const [copy] = await mine(reader);
    expect(copy).toMatchObject({
      title: "Meeting notes to owners and deadlines",
      description: PROMPT.description,
      promptText: PROMPT.promptText,
      tags: PROMPT.tags,
      categoryId: "consulting",
      isPublished: false,
    });
    expect(copy!.authorId).toBe(reader.userId);
    const versions = await versionsOf(copy!.id as number);
    expect(
      versions.map((version) =>
        version.snapshot.kind === "prompt" ? version.snapshot.translations.en?.title : null,
      ),
    ).toEqual(["Meeting notes to action items", "Meeting notes to owners and deadlines"]);
    expect(versions[0]!.createdAt.toISOString()).toBe(authorsVersions[0]!.createdAt.toISOString());
    // The kept present text is the prompt as it is: a save that changes nothing keeps no version.
    const unchanged = await app.request(`/api/v1/prompts/${copy!.id}`, {
      method: "PATCH",
      headers: { ...bearer(reader.sessionToken), "content-type": "application/json" },
      body: JSON.stringify({ title: copy!.title, tags: copy!.tags }),
    });
    expect(unchanged.status).toBe(200);
    expect(await versionsOf(copy!.id as number)).toHaveLength(2);

    // The exported file again, from the reader: the same prompt with the same history.
    const back = JSON.parse(
      await (
        await app.request("/api/v1/me/prompts/export?format=json", { headers: bearer(reader.sessionToken) })
      ).text(),
    ) as Json;
    expect(back.prompts).toEqual(JSON.parse(file).prompts);

    expect(await mine(author)).toEqual(authorsBefore);
    expect(await versionsOf(id)).toEqual(authorsVersions);
  });
});

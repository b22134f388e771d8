import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePromptFile } from "~/core/prompt-transfer";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { bearer, callApi, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { grantPlan } from "~/server/billing/testing.server";
import { createApiV1 } from "~/server/http/api/v1.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";

let testDb: TestDatabase;
let app: Hono;
let auth: Auth;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the JSON by path
type Json = Record<string, any>;

const call = (method: string, path: string, member?: TestMember, body?: unknown) =>
  callApi(app, method, path, member, body, "en");

const upload = (member: TestMember, path: string, name: string, text: string) =>
  app.request(`/api/v1/locker/${path}?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { ...bearer(member.sessionToken), "content-type": "text/plain" },
    body: text,
  });

async function legendMember() {
  const member = await createTestMember(auth, testDb.db);
  await grantPlan(testDb.db, member.userId, "legend");
  return member;
}

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

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
});
afterAll(async () => {
  await testDb.close();
});

describe("moving prompts in and out of the locker", () => {
  it("previews-a-prompts-chat-csv-then-imports-it-converting-variables", async () => {
    const member = await legendMember();
    await call("POST", "/locker/prompts", member, {
      title: "Travel Guide",
      content: "I want you to act as a travel guide in [city].",
    });

    const preview = await upload(member, "import/preview", "prompts.csv", PROMPTS_CHAT);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toEqual({
      format: "prompts-chat",
      rows: [
        { at: { line: 2 }, title: "Linux Terminal", status: "new" },
        { at: { line: 3 }, title: "Travel Guide", status: "duplicate" },
      ],
      counts: { new: 1, duplicate: 1, error: 0 },
    });
    // The preview wrote nothing.
    expect((await call("GET", "/locker/prompts", member)).body.items).toHaveLength(1);

    const imported = await upload(member, "import", "prompts.csv", PROMPTS_CHAT);
    expect(await imported.json()).toEqual({ added: 1, skipped: 1, projectsCreated: 0 });
    const items = (await call("GET", "/locker/prompts?q=linux", member)).body.items as Json[];
    expect(items[0]).toMatchObject({
      title: "Linux Terminal",
      content: "I want you to act as a linux terminal. My first command is [command = pwd].",
    });
  });

  it("imports-an-open-webui-export-with-typed-variables", async () => {
    const member = await legendMember();
    const preview = (await (
      await upload(member, "import/preview", "export.json", OPEN_WEBUI)
    ).json()) as Json;
    expect(preview).toMatchObject({ format: "open-webui", counts: { new: 1, duplicate: 0, error: 0 } });
    expect((await upload(member, "import", "export.json", OPEN_WEBUI)).status).toBe(200);
    expect((await call("GET", "/locker/prompts", member)).body.items[0].content).toBe(
      "Summarize [text: long] in a [style: short | detailed] way.",
    );
  });

  it("a-file-with-one-bad-prompt-is-previewed-with-its-line-and-refused-writing-nothing", async () => {
    const member = await legendMember();
    const csv = `title,content,category\nFine,Text,Work\n${"t".repeat(201)},Too long a title,\nAlso fine,More,\n`;
    const preview = (await (await upload(member, "import/preview", "mine.csv", csv)).json()) as Json;
    expect(preview.counts).toEqual({ new: 2, duplicate: 0, error: 1 });
    expect(preview.rows[1]).toEqual({
      at: { line: 3 },
      title: "t".repeat(201),
      status: "error",
      error: "title: Use at most 200 characters",
    });
    const refused = await upload(member, "import", "mine.csv", csv);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: "title: Use at most 200 characters",
      at: { line: 3 },
    });
    expect((await call("GET", "/locker/prompts", member)).body.items).toEqual([]);
    expect((await call("GET", "/locker/categories", member)).body.items).toEqual([]);

    for (const [name, text] of [
      ["broken.json", "{not json"],
      ["other.json", '[{"foo":1}]'],
      ["bad.prompt.yml", "name: [unclosed"],
      ["prompts.exe", "x"],
    ] as const) {
      const unreadable = await upload(member, "import/preview", name, text);
      expect(unreadable.status, name).toBe(400);
      expect(((await unreadable.json()) as Json).error, name).toBeTruthy();
    }
    const tooLarge = await upload(member, "import/preview", "big.csv", "x".repeat(2 * 1024 * 1024 + 10));
    expect(tooLarge.status).toBe(413);

    // Said in the member's language, the place apart (the dialog puts "Line 1" before it).
    const inPortuguese = await app.request(`/api/v1/locker/import/preview?name=broken.json`, {
      method: "POST",
      headers: { ...bearer(member.sessionToken), "content-type": "text/plain", "accept-language": "pt-BR" },
      body: "{not json",
    });
    expect(await inPortuguese.json()).toMatchObject({ error: "O arquivo não é um JSON válido" });
    const columns = await app.request(`/api/v1/locker/import/preview?name=a.csv`, {
      method: "POST",
      headers: { ...bearer(member.sessionToken), "content-type": "text/plain", "accept-language": "pt-BR" },
      body: "foo,bar\nx,y\n",
    });
    expect(await columns.json()).toEqual({
      error: "O CSV precisa das colunas title e content (o nosso) ou act e prompt (o do prompts.chat)",
      at: { line: 1 },
    });
  });

  it("exports-in-five-formats-and-our-json-brings-back-prompts-variables-and-versions", async () => {
    const owner = await legendMember();
    const created = (
      await call("POST", "/locker/prompts", owner, {
        title: "Launch email",
        content: "Write to [audience = small business owners] in a [tone: formal | friendly] tone.",
        tags: ["email"],
      })
    ).body.prompt as Json;
    await call("PATCH", `/locker/prompts/${created.id}`, owner, {
      content: "Write to [audience = small business owners] in a [tone: formal | friendly | bold] tone.",
      tags: ["email"],
    });

    const files: Record<string, string> = {};
    for (const format of ["json", "csv", "md", "prompt-yml", "prompts-chat"]) {
      const response = await app.request(`/api/v1/locker/export?format=${format}`, {
        headers: bearer(owner.sessionToken),
      });
      expect(response.status, format).toBe(200);
      files[format] = await response.text();
    }
    expect(files["prompt-yml"]).toContain("{{audience}}");
    expect(files["prompts-chat"]).toContain("${audience:small business owners}");
    const json = JSON.parse(files.json!) as Json;
    expect(json).toMatchObject({ format: "promptario-prompts", schemaVersion: 1, source: "locker" });
    expect(json.prompts[0].versions).toHaveLength(1);
    expect(parsePromptFile(files.md!, "x.md").rows).toHaveLength(1);

    const target = await legendMember();
    expect(await (await upload(target, "import", "locker.json", files.json!)).json()).toEqual({
      added: 1,
      skipped: 0,
      projectsCreated: 0,
    });
    const copy = (await call("GET", "/locker/prompts", target)).body.items[0] as Json;
    expect(copy).toMatchObject({
      title: "Launch email",
      content: "Write to [audience = small business owners] in a [tone: formal | friendly | bold] tone.",
      tags: ["email"],
    });
    const versions = (await call("GET", `/locker/prompts/${copy.id}/versions`, target)).body.items as Json[];
    expect(versions.map((version) => version.content)).toEqual([
      "Write to [audience = small business owners] in a [tone: formal | friendly] tone.",
    ]);
    expect(versions[0]!.savedAt).toBe(json.prompts[0].versions[0].savedAt);
  });
});

import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePromptFile } from "~/core/prompt-transfer";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { bearer, createTestMember } from "~/server/accounts/testing.server";
import { grantPlan } from "~/server/billing/testing.server";
import { createApiV1 } from "~/server/http/api/v1.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";

let testDb: TestDatabase;
let auth: Auth;
let app: Hono;

const PROMPT = {
  title: "Meeting notes to action items",
  description: "Turns raw meeting notes into a clear list of owners and deadlines.",
  categoryId: "consulting",
  tags: ["meetings", "productivity"],
  promptText: "From these notes about [project], list every action item due by [due: date]:\n\n[notes: long]",
  language: "en",
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
});
afterAll(async () => {
  await testDb.close();
});

describe("a member's own prompts as files", () => {
  it("exports-them-in-five-formats-and-our-json-imports-into-the-vault-with-its-variables", async () => {
    const author = await createTestMember(auth, testDb.db);
    await grantPlan(testDb.db, author.userId, "legend");
    const created = await app.request("/api/v1/prompts", {
      method: "POST",
      headers: { ...bearer(author.sessionToken), "content-type": "application/json" },
      body: JSON.stringify(PROMPT),
    });
    expect(created.status).toBe(201);
    const { prompt } = (await created.json()) as { prompt: { id: number } };
    // A second save: the first text travels as the prompt's earlier version.
    const edited = await app.request(`/api/v1/prompts/${prompt.id}`, {
      method: "PATCH",
      headers: { ...bearer(author.sessionToken), "content-type": "application/json" },
      body: JSON.stringify({ ...PROMPT, title: "Meeting notes to owners and deadlines" }),
    });
    expect(edited.status).toBe(200);

    const files: Record<string, string> = {};
    for (const format of ["json", "csv", "md", "prompt-yml", "prompts-chat"]) {
      const response = await app.request(`/api/v1/me/prompts/export?format=${format}`, {
        headers: bearer(author.sessionToken),
      });
      expect(response.status, format).toBe(200);
      expect(response.headers.get("content-disposition"), format).toMatch(
        /^attachment; filename="promptario-my-prompts-/,
      );
      files[format] = await response.text();
    }
    expect(
      (await app.request("/api/v1/me/prompts/export?format=xml", { headers: bearer(author.sessionToken) }))
        .status,
    ).toBe(400);
    expect((await app.request("/api/v1/me/prompts/export")).status).toBe(401);

    for (const [format, name] of [
      ["json", "x.json"],
      ["csv", "x.csv"],
      ["md", "x.md"],
    ] as const) {
      const rows = parsePromptFile(files[format]!, name).rows;
      expect(rows, format).toEqual([
        {
          at: expect.anything(),
          prompt: expect.objectContaining({
            title: "Meeting notes to owners and deadlines",
            content: PROMPT.promptText,
            tags: PROMPT.tags,
            category: "consulting",
          }),
        },
      ]);
    }
    expect(files["prompt-yml"]).toContain("{{due}}");
    const [ours] = parsePromptFile(files.json!, "x.json").rows;
    expect(ours && "prompt" in ours ? ours.prompt.versions : null).toEqual([
      expect.objectContaining({ title: PROMPT.title, content: PROMPT.promptText }),
    ]);

    const imported = await app.request("/api/v1/locker/import?name=mine.json", {
      method: "POST",
      headers: { ...bearer(author.sessionToken), "content-type": "text/plain" },
      body: files.json,
    });
    expect(await imported.json()).toEqual({ added: 1, skipped: 0, projectsCreated: 1 });
    const [saved] = (
      (await (
        await app.request("/api/v1/locker/prompts", { headers: bearer(author.sessionToken) })
      ).json()) as { items: { id: string }[] }
    ).items;
    const versions = (await (
      await app.request(`/api/v1/locker/prompts/${saved!.id}/versions`, {
        headers: bearer(author.sessionToken),
      })
    ).json()) as { items: { title: string }[] };
    expect(versions.items.map((version) => version.title)).toEqual([PROMPT.title]);
  });
});

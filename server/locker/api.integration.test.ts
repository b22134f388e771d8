import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { bearer, createTestMember, type TestMember, callApi } from "~/server/accounts/testing.server";
import { grantPlan } from "~/server/billing/testing.server";
import { CATALOG_PROMPTS } from "~/content/catalog/prompts";
import { createApiV1 } from "~/server/http/api/v1.server";

let testDb: TestDatabase;
let auth: Auth;
let app: Hono;
let legend: TestMember;
let other: TestMember;
let creator: TestMember;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the JSON by path
type Json = Record<string, any>;

const call = (method: string, path: string, member?: TestMember, body?: unknown, lang = "en") =>
  callApi(app, method, path, member, body, lang);

const PROMPT = {
  title: "Cold email for a café",
  content: "Write a cold email to [café owner] about [offer].",
  description: "Short and warm",
  tags: [" sales ", "email", "", "sales"],
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
  [legend, other, creator] = await Promise.all([
    createTestMember(auth, testDb.db),
    createTestMember(auth, testDb.db),
    createTestMember(auth, testDb.db),
  ]);
  await Promise.all([
    grantPlan(testDb.db, legend.userId, "legend"),
    grantPlan(testDb.db, other.userId, "legend"),
    grantPlan(testDb.db, creator.userId, "creator"),
  ]);
});
afterAll(async () => {
  await testDb.close();
});

describe("the prompt locker through the API", () => {
  it("needs-an-account-and-the-legend-plan-to-change-it", async () => {
    expect((await call("GET", "/locker/prompts")).status).toBe(401);
    // Reading stays open, so a member who left Legend keeps what they saved.
    expect((await call("GET", "/locker/prompts", creator)).body).toEqual({ items: [], nextOffset: null });
    const refused = await call("POST", "/locker/prompts", creator, { title: "Mine", content: "Text" });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("The Legend Vault is part of the Legend plan");
  });

  it("saves-searches-edits-keeping-versions-duplicates-and-deletes", async () => {
    const created = await call("POST", "/locker/prompts", legend, PROMPT);
    expect(created.status).toBe(201);
    const prompt = created.body.prompt as Json;
    expect(prompt).toMatchObject({ title: PROMPT.title, tags: ["sales", "email"], categoryId: null });

    // Accents ignored, every word must match somewhere (title, content, description or tags).
    expect(
      (await call("GET", "/locker/prompts?q=cafe%20offer", legend)).body.items.map((p: Json) => p.id),
    ).toEqual([prompt.id]);
    expect((await call("GET", "/locker/prompts?q=CAFÉ%20SALES", legend)).body.items).toHaveLength(1);
    expect((await call("GET", "/locker/prompts?q=bakery", legend)).body.items).toHaveLength(0);

    const edited = await call("PATCH", `/locker/prompts/${prompt.id}`, legend, {
      title: "Cold email v2",
      tags: ["sales"],
    });
    expect(edited.body.prompt).toMatchObject({
      title: "Cold email v2",
      tags: ["sales"],
      content: PROMPT.content,
    });
    const versions = (await call("GET", `/locker/prompts/${prompt.id}/versions`, legend)).body
      .items as Json[];
    expect(versions).toEqual([expect.objectContaining({ title: PROMPT.title, tags: ["sales", "email"] })]);
    // A patch that leaves the tags out keeps them.
    const retitled = await call("PATCH", `/locker/prompts/${prompt.id}`, legend, { title: "Cold email v3" });
    expect(retitled.body.prompt).toMatchObject({ title: "Cold email v3", tags: ["sales"] });

    const copy = await call("POST", `/locker/prompts/${prompt.id}/duplicate`, legend, undefined, "pt");
    expect(copy.status).toBe(201);
    expect(copy.body.prompt.title).toBe("Cold email v3 (Cópia)");
    expect((await call("POST", `/locker/prompts/${prompt.id}/duplicate`, legend)).body.prompt.title).toBe(
      "Cold email v3 (Copy)",
    );

    expect((await call("DELETE", `/locker/prompts/${prompt.id}`, legend)).status).toBe(204);
    expect((await call("GET", `/locker/prompts/${prompt.id}`, legend)).status).toBe(404);
  });

  it("keeps-the-last-20-versions", async () => {
    const prompt = (await call("POST", "/locker/prompts", legend, { title: "v0", content: "text" })).body
      .prompt as Json;
    for (let i = 1; i <= 23; i++)
      await call("PATCH", `/locker/prompts/${prompt.id}`, legend, { title: `v${i}` });
    const versions = (await call("GET", `/locker/prompts/${prompt.id}/versions`, legend)).body
      .items as Json[];
    expect(versions).toHaveLength(20);
    expect(versions[0]!.title).toBe("v22");
    expect(versions.at(-1)!.title).toBe("v3");
  });

  it("projects-are-created-renamed-and-deleted-leaving-their-prompts-uncategorized", async () => {
    const project = (await call("POST", "/locker/categories", legend, { name: "  Launch  " })).body
      .category as Json;
    expect(project).toMatchObject({ name: "Launch", promptCount: 0 });
    expect((await call("POST", "/locker/categories", legend, { name: "launch" })).status).toBe(409);
    expect((await call("POST", "/locker/categories", legend, { name: "   " })).status).toBe(400);
    const inProject = (
      await call("POST", "/locker/prompts", legend, {
        title: "Teaser",
        content: "Tease [product]",
        categoryId: project.id,
      })
    ).body.prompt as Json;
    expect(
      (await call("GET", `/locker/prompts?category=${project.id}`, legend)).body.items.map((p: Json) => p.id),
    ).toEqual([inProject.id]);
    expect((await call("GET", "/locker/categories", legend)).body.items).toEqual([
      expect.objectContaining({ id: project.id, promptCount: 1 }),
    ]);
    expect(
      (await call("PATCH", `/locker/categories/${project.id}`, legend, { name: "Spring launch" })).body
        .category.name,
    ).toBe("Spring launch");
    expect((await call("DELETE", `/locker/categories/${project.id}`, legend)).status).toBe(204);
    expect((await call("GET", `/locker/prompts/${inProject.id}`, legend)).body.prompt.categoryId).toBeNull();
    expect(
      (await call("GET", "/locker/prompts?category=uncategorized", legend)).body.items.map((p: Json) => p.id),
    ).toContain(inProject.id);
  });

  it("another-members-rows-are-404-on-every-endpoint-and-unchanged", async () => {
    const prompt = (await call("POST", "/locker/prompts", legend, { title: "Mine", content: "private text" }))
      .body.prompt as Json;
    const project = (await call("POST", "/locker/categories", legend, { name: "Private project" })).body
      .category as Json;
    for (const [method, path, body] of [
      ["GET", `/locker/prompts/${prompt.id}`],
      ["PATCH", `/locker/prompts/${prompt.id}`, { title: "Theirs" }],
      ["DELETE", `/locker/prompts/${prompt.id}`],
      ["POST", `/locker/prompts/${prompt.id}/duplicate`],
      ["GET", `/locker/prompts/${prompt.id}/versions`],
      ["PATCH", `/locker/categories/${project.id}`, { name: "Theirs" }],
      ["DELETE", `/locker/categories/${project.id}`],
      ["POST", "/locker/prompts", { title: "Into their project", content: "x", categoryId: project.id }],
    ] as [string, string, unknown?][]) {
      expect((await call(method, path, other, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await call("GET", "/locker/prompts", other)).body.items.map((p: Json) => p.id)).not.toContain(
      prompt.id,
    );
    expect((await call("GET", `/locker/prompts/${prompt.id}`, legend)).body.prompt.title).toBe("Mine");
    expect((await call("GET", "/locker/categories", legend)).body.items.map((c: Json) => c.name)).toContain(
      "Private project",
    );
  });

  it("exports-json-and-markdown-and-imports-json-and-csv-skipping-duplicates-all-or-nothing", async () => {
    const owner = await createTestMember(auth, testDb.db);
    const target = await createTestMember(auth, testDb.db);
    await Promise.all([
      grantPlan(testDb.db, owner.userId, "legend"),
      grantPlan(testDb.db, target.userId, "legend"),
    ]);
    const project = (await call("POST", "/locker/categories", owner, { name: "Newsletter" })).body
      .category as Json;
    await call("POST", "/locker/prompts", owner, {
      title: "Subject lines",
      content: "Give me 10 subject lines for [topic].",
      tags: ["email"],
      categoryId: project.id,
    });
    await call("POST", "/locker/prompts", owner, {
      title: "Code review",
      content: "Review this:\n```ts\nconst a = 1;\n```",
    });

    const exported = await app.request("/api/v1/locker/export?format=json", {
      headers: bearer(owner.sessionToken),
    });
    expect(exported.headers.get("content-disposition")).toMatch(
      /attachment; filename="promptario-locker-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const file = await exported.text();
    const markdown = await (
      await app.request("/api/v1/locker/export?format=md", { headers: bearer(owner.sessionToken) })
    ).text();
    expect(markdown).toContain("## Subject lines");
    expect(markdown).toContain("_Project: Newsletter · Tags: email_");
    expect(markdown).toContain("````\nReview this:");

    const importAs = (member: TestMember, body: string, type: string) =>
      app.request("/api/v1/locker/import", {
        method: "POST",
        headers: { ...bearer(member.sessionToken), "content-type": type },
        body,
      });
    const first = await importAs(target, file, "application/json");
    expect(await first.json()).toEqual({ added: 2, skipped: 0, projectsCreated: 1 });
    expect(await (await importAs(target, file, "application/json")).json()).toEqual({
      added: 0,
      skipped: 2,
      projectsCreated: 0,
    });
    expect((await call("GET", "/locker/categories", target)).body.items).toEqual([
      expect.objectContaining({ name: "Newsletter", promptCount: 1 }),
    ]);

    const csv =
      'title,content,description,tags,category\nMeeting recap,Summarise [notes],,"meetings, notes",Work\n,Missing title,,,\n';
    const bad = await importAs(target, csv, "text/csv");
    expect(bad.status).toBe(400);
    // The place is `at`; the message says only what is wrong (the dialog puts the two together).
    expect(await bad.json()).toEqual({ error: "title: Title is required", at: { line: 3 } });
    expect((await call("GET", "/locker/prompts", target)).body.items).toHaveLength(2);
    const good = await importAs(target, csv.split("\n").slice(0, 2).join("\n"), "text/csv");
    expect(await good.json()).toEqual({ added: 1, skipped: 0, projectsCreated: 1 });
    expect((await call("GET", "/locker/prompts?q=meeting", target)).body.items[0]).toMatchObject({
      tags: ["meetings", "notes"],
    });

    expect((await importAs(target, "name,text\na,b\n", "text/csv")).status).toBe(400);
    expect((await importAs(target, "{not json", "application/json")).status).toBe(400);
    expect((await importAs(target, "hello", "text/plain")).status).toBe(400);
    expect((await call("GET", "/locker/prompts", target)).body.items).toHaveLength(3);
  });

  it("saves-a-library-prompt-as-a-copy-in-the-readers-language-linked-to-its-source", async () => {
    const library = CATALOG_PROMPTS.find((prompt) => prompt.isPremium)!;
    const saved = await call("POST", "/locker/prompts/from-library", legend, { promptId: library.id }, "pt");
    expect(saved.status).toBe(201);
    expect(saved.body.prompt).toMatchObject({
      title: library.title.pt,
      content: library.promptText.pt,
      description: library.description.pt,
      tags: library.tags.pt,
      sourcePromptId: library.id,
      categoryId: null,
    });
    // The copy is the member's: editing it leaves the library untouched.
    await call("PATCH", `/locker/prompts/${saved.body.prompt.id}`, legend, { content: "My own version" });
    const original = await call("GET", `/prompts/${library.id}`, legend, undefined, "pt");
    expect(original.body.prompt.promptText).toBe(library.promptText.pt);

    expect((await call("POST", "/locker/prompts/from-library", legend, { promptId: 999_999 })).status).toBe(
      404,
    );
    expect((await call("POST", "/locker/prompts/from-library", legend, { promptId: "1" })).status).toBe(400);
    expect(
      (await call("POST", "/locker/prompts/from-library", creator, { promptId: library.id })).status,
    ).toBe(403);
  });

  it("finds-every-match-newest-first-among-thousands-common-words-and-rare-ones-in-pages", async () => {
    const big = await createTestMember(auth, testDb.db);
    await grantPlan(testDb.db, big.userId, "legend");
    // 1,500 prompts, one a minute; every one says "proposta", only the three oldest "orçamento".
    await testDb.db.execute(sql`
      insert into locker_prompts (user_id, title, content, updated_at)
      select ${big.userId}, 'Prompt ' || n, 'Uma proposta comercial' || case when n <= 3 then ' com orçamento' else '' end,
             timestamptz '2026-01-01' + n * interval '1 minute'
      from generate_series(1, 1500) n`);
    const titles = (body: Json) => (body.items as Json[]).map((p) => p.title);

    const rare = await call("GET", "/locker/prompts?q=ORCAMENTO", big);
    expect(titles(rare.body)).toEqual(["Prompt 3", "Prompt 2", "Prompt 1"]);
    expect(rare.body.nextOffset).toBeNull();

    const common = await call("GET", "/locker/prompts?q=proposta&limit=50", big);
    expect(titles(common.body)).toEqual(Array.from({ length: 50 }, (_, i) => `Prompt ${1500 - i}`));
    expect(common.body.nextOffset).toBe(50);
    const later = await call("GET", "/locker/prompts?q=proposta&limit=200&offset=1400", big);
    expect(titles(later.body)).toEqual(Array.from({ length: 100 }, (_, i) => `Prompt ${100 - i}`));
    expect(later.body.nextOffset).toBeNull();

    const all = await call("GET", "/locker/prompts?limit=2&offset=1", big);
    expect(titles(all.body)).toEqual(["Prompt 1499", "Prompt 1498"]);
    expect((await call("GET", "/locker/prompts?limit=201", big)).status).toBe(400);
    expect((await call("GET", "/locker/prompts?offset=-1", big)).status).toBe(400);
  });

  it("the-chat-and-focus-prompt-menus-list-the-members-written-favourite-and-locker-prompts", async () => {
    const member = await createTestMember(auth, testDb.db);
    await grantPlan(testDb.db, member.userId, "legend");
    const saved = (
      await call("POST", "/locker/prompts", member, {
        title: "Pitch para o Café Aurora",
        content: "Escreva um pitch para [cliente].",
      })
    ).body.prompt as Json;
    const favorite = CATALOG_PROMPTS.find((prompt) => !prompt.isPremium)!;
    expect((await call("PUT", `/favorites/${favorite.id}`, member)).status).toBeLessThan(300);

    const menu = (await call("GET", "/chat/prompt-menu?q=", member)).body;
    expect(menu.mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: saved.id,
          source: "locker",
          origin: "locker",
          title: "Pitch para o Café Aurora",
        }),
        expect.objectContaining({ id: favorite.id, source: "library", origin: "favorite" }),
      ]),
    );
    expect(menu.library.map((prompt: Json) => prompt.id)).not.toContain(favorite.id);
    // Accents ignored, and a picked locker prompt reads its text from the locker.
    expect(
      (await call("GET", "/chat/prompt-menu?q=cafe", member)).body.mine.map((prompt: Json) => prompt.id),
    ).toEqual([saved.id]);
    expect((await call("GET", `/locker/prompts/${saved.id}`, member)).body.prompt.content).toBe(
      "Escreva um pitch para [cliente].",
    );

    // Below Legend there is no locker in the menu, only what the plan opens.
    await grantPlan(testDb.db, member.userId, "creator");
    const focusMenu = (await call("GET", "/focus/prompt-menu?q=", member)).body;
    expect(focusMenu.mine.map((prompt: Json) => prompt.source)).not.toContain("locker");
    expect(focusMenu.mine.map((prompt: Json) => prompt.id)).toContain(favorite.id);
  });

  it("bounds-sizes-with-clear-messages", async () => {
    const tooLong = await call("POST", "/locker/prompts", legend, {
      title: "Long",
      content: "x".repeat(20_001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe("Use at most 20,000 characters");
    expect((await call("POST", "/locker/prompts", legend, { title: "", content: "x" })).body.error).toBe(
      "Title is required",
    );
    expect((await call("POST", "/locker/prompts", legend, { title: "t", content: "  " })).body.error).toBe(
      "Content is required",
    );
    expect(
      (
        await call("POST", "/locker/prompts", legend, {
          title: "t",
          content: "x",
          tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
        })
      ).status,
    ).toBe(400);

    const full = await createTestMember(auth, testDb.db);
    await grantPlan(testDb.db, full.userId, "legend");
    await testDb.db.execute(
      sql`insert into locker_prompts (user_id, title, content) select ${full.userId}, 'p' || n, 'c' from generate_series(1, 5000) n`,
    );
    const refused = await call("POST", "/locker/prompts", full, { title: "One more", content: "x" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("The locker holds at most 5,000 prompts");
    await testDb.db.execute(
      sql`insert into projects (user_id, name) select ${full.userId}, 'project ' || n from generate_series(1, 100) n`,
    );
    expect((await call("POST", "/locker/categories", full, { name: "One more" })).status).toBe(409);
  });

  it("refuses-an-import-whose-project-names-the-projects-api-would-refuse-naming-the-row-and-writing-nothing", async () => {
    const member = await createTestMember(auth, testDb.db);
    await grantPlan(testDb.db, member.userId, "legend");
    const importAs = (body: string, type: string) =>
      app.request("/api/v1/locker/import", {
        method: "POST",
        headers: { ...bearer(member.sessionToken), "content-type": type },
        body,
      });
    const header = "title,content,category\nFine,Text,Work\n";
    for (const [name, row] of [
      ["nul", "Bad,Text,Pro\u0000ject\n"],
      ["control", "Bad,Text,Pro\u0007ject\n"],
      ["line break", 'Bad,Text,"Pro\nject"\n'],
      ["too long", `Bad,Text,${"p".repeat(61)}\n`],
    ] as const) {
      const refused = await importAs(header + row, "text/csv");
      expect(refused.status, name).toBe(400);
      expect((await refused.json()) as Json, name).toMatchObject({
        error: expect.stringMatching(/^category: /),
        at: { line: 3 },
      });
    }
    const json = JSON.stringify({
      format: "promptario-locker",
      version: 1,
      prompts: [{ title: "A", content: "B", category: "Line\nbreak" }],
    });
    const refused = await importAs(json, "application/json");
    expect(refused.status).toBe(400);
    expect((await refused.json()) as Json).toMatchObject({
      error: expect.stringMatching(/^category: /),
      at: { item: 1 },
    });
    const surrogate = await importAs(
      JSON.stringify({
        format: "promptario-locker",
        version: 1,
        prompts: [{ title: "A\ud800", content: "B" }],
      }),
      "application/json",
    );
    expect(surrogate.status).toBe(400);
    expect((await call("GET", "/locker/prompts", member)).body.items).toEqual([]);
    expect((await call("GET", "/locker/categories", member)).body.items).toEqual([]);
  });

  it("exports-markdown-with-one-line-headings-whatever-older-rows-hold", async () => {
    const member = await createTestMember(auth, testDb.db);
    await grantPlan(testDb.db, member.userId, "legend");
    await testDb.db.execute(
      sql`insert into projects (user_id, name) values (${member.userId}, ${"Work\nstuff"})`,
    );
    await testDb.db.execute(
      sql`insert into locker_prompts (user_id, title, content, project_id) select ${member.userId}, ${"Two\nlines"}, ${"The text"}, id from projects where user_id = ${member.userId}`,
    );
    const markdown = await (
      await app.request("/api/v1/locker/export?format=md", { headers: bearer(member.sessionToken) })
    ).text();
    expect(markdown).toContain("## Two lines\n\n_Project: Work stuff_");
  });

  it("refuses-ids-beyond-int4-and-text-with-lone-surrogates-or-nul-with-a-400", async () => {
    for (const promptId of [2_147_483_648, 0, -1, 1.5]) {
      const refused = await call("POST", "/locker/prompts/from-library", legend, { promptId });
      expect(refused.status, String(promptId)).toBe(400);
    }
    for (const title of ["Half \ud83d pair", "Lone \udc00", "Nul \u0000"]) {
      expect((await call("POST", "/locker/prompts", legend, { title, content: "Text" })).status, title).toBe(
        400,
      );
      expect((await call("POST", "/locker/categories", legend, { name: title })).status, title).toBe(400);
    }
    expect(
      (await call("POST", "/locker/prompts", legend, { title: "Fine 🙂", content: "Text \ud83d" })).status,
    ).toBe(400);
    expect(
      (await call("POST", "/locker/prompts", legend, { title: "Fine 🙂", content: "Text" })).status,
    ).toBe(201);
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_PROMPTS } from "~/content/catalog/prompts";
import { CATALOG_PROMPTS_FORBIDDEN } from "~/content/catalog/prompts-forbidden";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { insertAccount } from "~/server/admin/testing.server";
import { prompts } from "~/server/catalog/schema";
import type { Tier, Viewer } from "~/server/entitlements/entitlements";
import { createProject } from "~/server/projects/projects.server";
import {
  countLockerPrompts,
  lockerProjectsWithCounts,
  createLockerPrompt,
  listLockerPrompts,
  lockerCards,
  readableLockerPrompts,
  saveLibraryPrompt,
  updateLockerPrompt,
  type LockerReader,
} from "./locker.server";

let testDb: TestDatabase;
let userId: string;
let forbiddenCopy: string;
let premiumCopy: string;
let ownPrompt: string;

const viewer = (tier: Tier): Viewer => ({ kind: "member", userId, tier, isAdmin: false });
const reader = (tier: Tier): LockerReader => ({ viewer: viewer(tier), locale: "en" });
const found = async (q: string, who?: LockerReader, options: { limit?: number; offset?: number } = {}) =>
  (await listLockerPrompts(testDb.db, userId, { q, reader: who, ...options })).map((prompt) => prompt.id);

beforeAll(async () => {
  testDb = await createTestDatabase();
  userId = await insertAccount(testDb.db);
  const [forbidden] = await testDb.db
    .select({ id: prompts.id })
    .from(prompts)
    .where(eq(prompts.catalogKey, CATALOG_PROMPTS_FORBIDDEN[0]!.id));
  const premium = CATALOG_PROMPTS.find((prompt) => prompt.isPremium)!;

  // Saved while the member was on Legend, each copy's text then given a word of the member's own.
  const legend = viewer("legend");
  const fromForbidden = await saveLibraryPrompt(testDb.db, legend, userId, forbidden!.id, "en");
  await updateLockerPrompt(testDb.db, userId, fromForbidden.id, {
    content: `${fromForbidden.content} Zanzibar`,
  });
  const fromPremium = await saveLibraryPrompt(testDb.db, legend, userId, premium.id, "en");
  await updateLockerPrompt(testDb.db, userId, fromPremium.id, {
    content: `${fromPremium.content} Zanzibar`,
    tags: ["quarterly"],
  });
  const own = await createLockerPrompt(testDb.db, userId, {
    title: "My notes",
    content: "Trip to Zanzibar",
    description: null,
    tags: [],
    projectId: null,
  });
  [forbiddenCopy, premiumCopy, ownPrompt] = [fromForbidden.id, fromPremium.id, own.id];
});
afterAll(async () => {
  await testDb.close();
});

describe("the locker search and copies the member may no longer read", () => {
  it("a-legend-member-finds-words-in-the-text-of-every-copy", async () => {
    expect(new Set(await found("zanzibar", reader("legend")))).toEqual(
      new Set([forbiddenCopy, premiumCopy, ownPrompt]),
    );
  });

  it("a-creator-finds-words-in-premium-copies-but-not-in-forbidden-ones", async () => {
    expect(new Set(await found("zanzibar", reader("creator")))).toEqual(new Set([premiumCopy, ownPrompt]));
  });

  it("an-explorer-finds-words-only-in-their-own-prompts-text", async () => {
    expect(await found("ZANZIBAR", reader("free"))).toEqual([ownPrompt]);
    expect(await found("trip zanzibar", reader("free"))).toEqual([ownPrompt]);
  });

  it("a-locked-copy-is-still-found-by-its-title-description-and-tags", async () => {
    const [copy] = await listLockerPrompts(testDb.db, userId, { q: "", reader: reader("free") }).then((all) =>
      all.filter((prompt) => prompt.id === premiumCopy),
    );
    const titleWord = copy!.title.split(/\s+/).find((word) => word.length > 4)!;
    expect(await found(titleWord, reader("free"))).toContain(premiumCopy);
    expect(await found("quarterly", reader("free"))).toEqual([premiumCopy]);
    // A word of the title and one of the locked text together: not a match.
    expect(await found(`${titleWord} zanzibar`, reader("free"))).toEqual([]);
  });

  it("without-a-reader-no-copy-of-a-library-prompt-is-searched-by-its-text", async () => {
    expect(await found("zanzibar")).toEqual([ownPrompt]);
    expect(await found("quarterly")).toEqual([premiumCopy]);
  });

  it("pages-of-a-common-word-never-hold-locked-copies-matched-by-their-text", async () => {
    const many = await insertAccount(testDb.db);
    const [forbidden] = await testDb.db
      .select({ id: prompts.id })
      .from(prompts)
      .where(eq(prompts.catalogKey, CATALOG_PROMPTS_FORBIDDEN[0]!.id));
    // 120 prompts, one a minute, alternating: locked copies saying "proposta" in their text, and the
    // member's own prompts saying it too. Enough for the search to read the newest ones in order.
    await testDb.db.execute(sql`
      insert into locker_prompts (user_id, title, content, source_prompt_id, updated_at)
      select ${many}, 'Prompt ' || n, 'Uma proposta comercial', case when n % 2 = 0 then ${forbidden!.id}::int end,
             timestamptz '2026-01-01' + n * interval '1 minute'
      from generate_series(1, 120) n`);
    const titles = async (tier: Tier, limit: number, offset = 0) =>
      (
        await listLockerPrompts(testDb.db, many, {
          q: "proposta",
          limit,
          offset,
          reader: { viewer: { kind: "member", userId: many, tier, isAdmin: false }, locale: "en" },
        })
      ).map((prompt) => prompt.title);
    const odd = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `Prompt ${from - 2 * i}`);
    expect(await titles("creator", 20)).toEqual(odd(119, 20));
    expect(await titles("creator", 50, 40)).toEqual(odd(39, 20));
    expect(await titles("legend", 3)).toEqual(["Prompt 120", "Prompt 119", "Prompt 118"]);
    // A rare word, found through the trigram index, follows the same rule.
    await testDb.db.execute(
      sql`update locker_prompts set content = content || ' orçamento' where user_id = ${many} and title in ('Prompt 7', 'Prompt 8')`,
    );
    const rare = await listLockerPrompts(testDb.db, many, {
      q: "orcamento",
      reader: { viewer: { kind: "member", userId: many, tier: "creator", isAdmin: false }, locale: "en" },
    });
    expect(rare.map((prompt) => prompt.title)).toEqual(["Prompt 7"]);
  });
});

describe("what the locker's page lists", () => {
  it("lists-the-projects-with-what-each-holds-and-counts-every-prompt-and-those-in-no-project-in-one-read", async () => {
    const member = await insertAccount(testDb.db);
    const [work, home] = await Promise.all(
      ["Work", "Home", "Empty"].map((name) =>
        createProject(testDb.db, member, { name, color: "blue", instructions: "" }),
      ),
    );
    for (const projectId of [work!.id, work!.id, home!.id, null]) {
      await createLockerPrompt(testDb.db, member, {
        title: "A prompt",
        content: "Some text",
        description: null,
        tags: [],
        projectId,
      });
    }
    const side = await lockerProjectsWithCounts(testDb.db, member);
    expect(side).toMatchObject({ all: 4, none: 1 });
    // Every project of the member's, in order of name, with what it holds (none for the empty one).
    expect(side.projects.map(({ name, prompts }) => [name, prompts])).toEqual([
      ["Empty", 0],
      ["Home", 1],
      ["Work", 2],
    ]);
    expect(side.projects.find((project) => project.name === "Work")?.id).toBe(work!.id);
    expect(await countLockerPrompts(testDb.db, member)).toEqual({ all: 4, none: 1 });
    // Another member's locker and projects count for nothing here.
    const other = await insertAccount(testDb.db);
    await createProject(testDb.db, other, { name: "Theirs", color: "red", instructions: "" });
    expect(await lockerProjectsWithCounts(testDb.db, other)).toEqual({
      all: 0,
      none: 0,
      projects: [expect.objectContaining({ name: "Theirs", prompts: 0 })],
    });
  });

  it("a-card-can-be-filled-in-when-its-readable-text-has-fields", async () => {
    const member = await insertAccount(testDb.db);
    const plain = await createLockerPrompt(testDb.db, member, {
      title: "Plain",
      content: "No fields here",
      description: null,
      tags: [],
      projectId: null,
    });
    const template = await createLockerPrompt(testDb.db, member, {
      title: "Template",
      content: "Write about [topic] for [audience].",
      description: null,
      tags: [],
      projectId: null,
    });
    const cards = lockerCards(
      await readableLockerPrompts(
        testDb.db,
        { kind: "member", userId: member, tier: "legend", isAdmin: false },
        [plain, template],
        "en",
      ),
    );
    expect(cards.map(({ title, fillable }) => ({ title, fillable }))).toEqual([
      { title: "Plain", fillable: false },
      { title: "Template", fillable: true },
    ]);
    // A copy whose text the reader's plan no longer opens has nothing to fill in.
    const locked = lockerCards(
      await readableLockerPrompts(
        testDb.db,
        viewer("free"),
        (await listLockerPrompts(testDb.db, userId, { reader: reader("free") })).filter(
          (prompt) => prompt.id === forbiddenCopy,
        ),
        "en",
      ),
    );
    expect(locked).toMatchObject([{ id: forbiddenCopy, locked: true, content: null, fillable: false }]);
  });
});

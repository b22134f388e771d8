import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemberPromptSchema } from "~/core/forms/prompt";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import {
  createMemberPrompt,
  deleteMemberPrompt,
  updateMemberPrompt,
} from "~/server/prompts/member-prompts.server";
import { ANONYMOUS, mayUseFilters, type Viewer } from "~/server/entitlements/entitlements";
import { advancedFiltersUsed, NO_FILTERS, type PromptFilters } from "./filters";
import { countFilterFacets, filterFacets, searchWithFacets } from "./facets.server";
import { searchPrompts } from "./search.server";

let testDb: TestDatabase;
const NOW = new Date();
const DAY = 24 * 60 * 60 * 1000;
const CREATOR: Viewer = { kind: "member", userId: "filters-test-creator", tier: "creator", isAdmin: false };
const LEGEND: Viewer = { kind: "member", userId: "filters-test-legend", tier: "legend", isAdmin: false };
const MEMBER_PROMPT = 990_001;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const db = testDb.db;
  // A member's published prompt (with a placeholder, in Portuguese only), a recent catalogue prompt,
  // upvotes, uses, and an accented title for the A–Z order.
  await db.execute(sql`insert into prompts (id, category_id, source, author_id, published_at)
    values (${MEMBER_PROMPT}, 'marketing', 'member', 'filters-test-author', ${new Date(NOW.getTime() - 3 * DAY).toISOString()})`);
  await db.execute(sql`insert into prompt_translations (prompt_id, locale, title, description, prompt_text, tags)
    values (${MEMBER_PROMPT}, 'pt', 'Análise de concorrentes', 'Compare marcas', 'Analise [marca] e seus concorrentes', array['concorrência', 'marketing'])`);
  await db.execute(
    sql`update prompts set published_at = ${new Date(NOW.getTime() - 10 * DAY).toISOString()} where id = 2`,
  );
  await db.execute(sql`update prompts set upvotes = 7 where id = 3`);
  await db.execute(sql`update prompts set upvotes = 2 where id = 4`);
  await db.execute(sql`insert into prompt_events (prompt_id, kind, client_key, created_at) values
    (6, 'use', 'a', ${NOW.toISOString()}), (6, 'copy', 'b', ${NOW.toISOString()}), (8, 'use', 'c', ${NOW.toISOString()}),
    (9, 'use', 'd', ${new Date(NOW.getTime() - 20 * DAY).toISOString()}),
    (9, 'use', 'e', ${new Date(NOW.getTime() - 20 * DAY).toISOString()}),
    (9, 'use', 'f', ${new Date(NOW.getTime() - 20 * DAY).toISOString()})`);
  // A busy machine takes minutes to migrate and seed a database.
}, 300_000);
afterAll(async () => {
  await testDb.close();
});

const filtersOf = (partial: Partial<PromptFilters>): PromptFilters => ({ ...NO_FILTERS, ...partial });

async function list(
  partial: Partial<PromptFilters>,
  options: { q?: string; locale?: "en" | "pt"; viewer?: Viewer } = {},
) {
  return searchPrompts(testDb.db, {
    q: options.q,
    locale: options.locale ?? "en",
    limit: 50,
    offset: 0,
    viewer: options.viewer ?? CREATOR,
    filters: filtersOf(partial),
    now: NOW,
  });
}

const facets = (
  partial: Partial<PromptFilters>,
  options: { q?: string; locale?: "en" | "pt"; viewer?: Viewer } = {},
) =>
  filterFacets(testDb.db, {
    q: options.q,
    filters: filtersOf(partial),
    locale: options.locale ?? "en",
    viewer: options.viewer ?? CREATOR,
    now: NOW,
  });

const ids = (result: { items: { id: number }[] }) => result.items.map((item) => item.id);

/** Every prompt listed (published and released), straight from the table. */
async function listedCount(where = sql`true`) {
  const result = (await testDb.db.execute(sql`
    select count(*)::int as n from prompts p where p.is_published and p.published_at <= ${NOW.toISOString()} and ${where}`)) as {
    rows?: { n: number }[];
  };
  return result.rows?.[0]?.n ?? 0;
}

describe("advanced filters", () => {
  it("keeps the prompts that have every tag", async () => {
    const result = await list({ tags: ["instagram", "social media"] });
    expect(ids(result)).toContain(1);
    for (const item of result.items)
      expect(item.tags).toEqual(expect.arrayContaining(["instagram", "social media"]));
    expect((await list({ tags: ["instagram", "no such tag"] })).total).toBe(0);
  });

  it("keeps the prompts of any chosen category", async () => {
    const both = await list({ categories: ["marketing", "programming"] });
    const one = await list({ categories: ["marketing", "marketing-x"] });
    expect(both.items.every((item) => ["marketing", "programming"].includes(item.category.id))).toBe(true);
    expect(both.total).toBe(await listedCount(sql`p.category_id in ('marketing', 'programming')`));
    expect(one.items.every((item) => item.category.id === "marketing")).toBe(true);
  });

  it("keeps free, premium or forbidden prompts", async () => {
    const free = await list({ access: "free" });
    const premium = await list({ access: "premium" });
    const forbidden = await list({ access: "forbidden" });
    expect(free.items.every((item) => !item.isPremium && !item.isForbidden)).toBe(true);
    expect(premium.items.every((item) => item.isPremium && !item.isForbidden)).toBe(true);
    expect(forbidden.items.every((item) => item.isForbidden)).toBe(true);
    expect(free.total + premium.total + forbidden.total).toBe(await listedCount());
  });

  it("keeps prompts with or without placeholders, as their texts say", async () => {
    const withThem = await list({ placeholders: "with" });
    const without = await list({ placeholders: "without" });
    expect(ids(withThem)).toContain(MEMBER_PROMPT);
    expect(withThem.total + without.total).toBe(await listedCount());
    // The trigger follows an edited text.
    await testDb.db.execute(
      sql`update prompt_translations set prompt_text = 'No brackets here' where prompt_id = ${MEMBER_PROMPT}`,
    );
    expect(ids(await list({ placeholders: "with" }))).not.toContain(MEMBER_PROMPT);
    await testDb.db.execute(
      sql`update prompt_translations set prompt_text = 'Analise [marca] e seus concorrentes' where prompt_id = ${MEMBER_PROMPT}`,
    );
  });

  it("keeps prompts published in the last 7 or 30 days, never a scheduled drop", async () => {
    const week = await list({ published: "7d" });
    const month = await list({ published: "30d" });
    expect(ids(week)).toContain(MEMBER_PROMPT);
    expect(ids(week)).not.toContain(2);
    expect(ids(month)).toEqual(expect.arrayContaining([MEMBER_PROMPT, 2]));
    const scheduled = (await testDb.db.execute(
      sql`select id from prompts where published_at > ${NOW.toISOString()}`,
    )) as { rows?: { id: number }[] };
    expect(scheduled.rows?.length).toBeGreaterThan(0);
    for (const { id } of scheduled.rows ?? []) expect(ids(month)).not.toContain(id);
  });

  it("keeps the library's prompts or the members'", async () => {
    expect(ids(await list({ author: "members" }))).toEqual([MEMBER_PROMPT]);
    const library = await list({ author: "library" });
    expect(ids(library)).not.toContain(MEMBER_PROMPT);
    expect(library.total).toBe((await listedCount()) - 1);
  });

  it("keeps prompts with at least N upvotes and sorts the most upvoted first", async () => {
    expect(ids(await list({ minUpvotes: 5 }))).toEqual([3]);
    expect(ids(await list({ minUpvotes: 1 }))).toEqual([3, 4]);
    expect(ids(await list({ sort: "upvoted" })).slice(0, 2)).toEqual([3, 4]);
  });

  it("combines filters", async () => {
    const result = await list({ categories: ["marketing"], access: "free", published: "30d" });
    expect(ids(result)).toEqual([MEMBER_PROMPT]);
    expect((await list({ categories: ["marketing"], author: "library", published: "7d" })).total).toBe(0);
  });

  it("sorts by newest, most used (7 days and all time) and A–Z in the reader's language", async () => {
    const newest = await list({ sort: "newest" });
    expect(newest.items[0]!.id).toBe(MEMBER_PROMPT);
    expect(ids(await list({ sort: "used-7d" })).slice(0, 2)).toEqual([6, 8]);
    expect(ids(await list({ sort: "used-all" })).slice(0, 3)).toEqual([9, 6, 8]);
    const used = await list({ sort: "used-7d" });
    expect(used.total).toBe(await listedCount());

    const az = await list({ sort: "az" }, { locale: "pt" });
    const keys = az.items.map((item) => item.title.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase());
    expect(keys).toEqual([...keys].sort());
    // "Análise…" sorts with the A's, not after the Z's.
    const position = ids(az).indexOf(MEMBER_PROMPT);
    expect(position).toBeGreaterThanOrEqual(0);
    expect(keys[position]!.startsWith("a")).toBe(true);
    expect(keys.slice(position + 1).some((key) => key.startsWith("b") || key > "b")).toBe(true);
  });

  it("pages through a sort by a count: the counted prompts, then the others in order", async () => {
    const all = ids(await list({ sort: "used-all" }));
    const pages: number[] = [];
    for (let offset = 0; offset < 12; offset += 2) {
      const page = await searchPrompts(testDb.db, {
        locale: "en",
        limit: 2,
        offset,
        viewer: CREATOR,
        filters: filtersOf({ sort: "used-all" }),
        now: NOW,
      });
      pages.push(...ids(page));
    }
    expect(pages).toEqual(all.slice(0, 12));
  });

  it("filters the matches of a query and sorts them", async () => {
    const ranked = await list({ access: "premium" }, { q: "portrait" });
    expect(ranked.items.every((item) => item.isPremium)).toBe(true);
    const newest = await list({ sort: "newest" }, { q: "portrait" });
    expect(newest.total).toBeGreaterThan(0);
  });

  it("ranks the matches a filter keeps as the search without it ranks them, for every reader", async () => {
    // The filtered search reads the matches' columns from the facet index, not the database: the
    // same prompts in the same order as the search without the filter, those it keeps.
    const kept: [Partial<PromptFilters>, (item: { isPremium: boolean; isForbidden: boolean }) => boolean][] =
      [
        [{ access: "premium" }, (item) => item.isPremium && !item.isForbidden],
        [{ access: "free" }, (item) => !item.isPremium && !item.isForbidden],
        // Every English match is the library's: the whole list, in the order of its ranks.
        [{ author: "library" }, () => true],
      ];
    for (const viewer of [ANONYMOUS, CREATOR, LEGEND])
      for (const q of ["marketing", "portrait", "cliches", "markting"])
        for (const [partial, keeps] of kept) {
          const all = await list({}, { q, viewer });
          const filtered = await list(partial, { q, viewer });
          const label = `${q} ${JSON.stringify(partial)} (${viewer.kind})`;
          expect(all.totalCapped, label).toBe(false);
          expect(ids(filtered), label).toEqual(ids({ items: all.items.filter(keeps) }));
          expect(filtered.total, label).toBe(all.items.filter(keeps).length);
          expect(filtered.suggestedQuery, label).toBe(all.suggestedQuery);
        }
    // A page further on is the same list from the offset.
    const whole = await list({ access: "premium" }, { q: "marketing" });
    const second = await searchPrompts(testDb.db, {
      q: "marketing",
      locale: "en",
      limit: 2,
      offset: 2,
      viewer: CREATOR,
      filters: filtersOf({ access: "premium" }),
      now: NOW,
    });
    expect(ids(second)).toEqual(ids(whole).slice(2, 4));
  });
});

describe("facet counts", () => {
  it("count what each choice would leave, the other filters kept", async () => {
    const counts = await facets({ categories: ["marketing"] });
    for (const level of ["free", "premium", "forbidden"] as const)
      expect(counts.access[level]).toBe((await list({ categories: ["marketing"], access: level })).total);
    expect(counts.published["30d"]).toBe((await list({ categories: ["marketing"], published: "30d" })).total);
    expect(counts.author.members).toBe(1);
    expect(counts.placeholders.with + counts.placeholders.without).toBe(
      (await list({ categories: ["marketing"] })).total,
    );
    // A category's count ignores the chosen categories (choosing it adds to them).
    expect(counts.categories.programming).toBe(await listedCount(sql`p.category_id = 'programming'`));
    expect(counts.upvotes["1"]).toBe(0);
    expect((await facets({})).upvotes["1"]).toBe(2);
  });

  it("count the tags among the prompts listed, leaving out the chosen ones", async () => {
    const counts = await facets({ tags: ["instagram"] });
    expect(counts.tags.some((entry) => entry.tag === "instagram")).toBe(false);
    for (const { tag, count } of counts.tags.slice(0, 3))
      expect(count).toBe((await list({ tags: ["instagram", tag] })).total);
  });

  it("never count a scheduled drop", async () => {
    const counts = await facets({});
    const listed = await listedCount();
    expect(Object.values(counts.categories).reduce((a, b) => a + b, 0)).toBe(listed);
    expect(counts.access.free + counts.access.premium + counts.access.forbidden).toBe(listed);
    expect(counts.published["30d"]).toBe(
      await listedCount(sql`p.published_at >= ${new Date(NOW.getTime() - 30 * DAY).toISOString()}`),
    );
  });

  it("count a query's matches on the text the viewer may read", async () => {
    const anonymous = await facets({}, { q: "portrait", viewer: ANONYMOUS });
    const legend = await facets({}, { q: "portrait", viewer: LEGEND });
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    expect(sum(anonymous.categories)).toBeGreaterThan(0);
    expect(sum(legend.categories)).toBeGreaterThanOrEqual(sum(anonymous.categories));
  });

  it("count a query's matches as the search lists them to each reader, never on text the reader may not read", async () => {
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    // "clichés" is in the text of free prompt 11 and of premium prompt 19, nowhere public in 19;
    // "marketing" also names a category; "lesson plan" and "portrait" are public words.
    for (const viewer of [ANONYMOUS, CREATOR, LEGEND])
      for (const q of ["cliches", "marketing", "lesson plan", "portrait"]) {
        const [found, counted] = await Promise.all([list({}, { q, viewer }), facets({}, { q, viewer })]);
        expect(found.totalCapped).toBe(false);
        expect(sum(counted.categories), `${q} (${viewer.kind})`).toBe(found.total);
        expect(counted.access.free + counted.access.premium + counted.access.forbidden).toBe(found.total);
      }
    const premium = await facets({ access: "premium" }, { q: "cliches", viewer: ANONYMOUS });
    expect(premium.access.premium).toBe(0);
    expect((await facets({}, { q: "cliches", viewer: CREATOR })).access.premium).toBeGreaterThan(0);
  });
});

describe("facet counts over the counts table and over the matches", () => {
  // Every count is what the listing finds with that choice added: without words or tags the
  // counts come from prompt_facet_counts (a trigger's table) and the recent prompts; with them, or
  // with an upvote minimum the panel does not offer, from the matching prompts.
  const cases: [string, Partial<PromptFilters>, string?, ("en" | "pt")?][] = [
    ["no filter", {}],
    ["premium", { access: "premium" }],
    ["two categories", { categories: ["marketing", "programming"] }],
    ["30 days", { published: "30d" }],
    ["library, at least 1 upvote", { author: "library", minUpvotes: 1 }],
    ["free, with placeholders", { access: "free", placeholders: "with" }],
    ["at least 2 upvotes (not a step)", { minUpvotes: 2 }],
    ["a tag", { tags: ["instagram"] }],
    ["a tag, premium, 30 days", { tags: ["instagram"], access: "premium", published: "30d" }],
    ["two tags", { tags: ["instagram", "social media"] }],
    ["words and free", { access: "free" }, "portrait"],
    // A category's name: its prompts in the reader's language match, counted from the table.
    ["words naming a category", {}, "marketing"],
    ["words naming a category, in Portuguese, premium", { access: "premium" }, "marketing", "pt"],
    ["words naming a category, and a tag", { tags: ["instagram"] }, "marketing"],
  ];
  it.each(cases)("agree with the listing: %s", async (_, partial, q, locale) => {
    const counts = await facets(partial, { q, locale });
    const total = async (extra: Partial<PromptFilters>) => {
      const found = await list({ ...partial, ...extra }, { q, locale });
      expect(found.totalCapped).toBe(false);
      return found.total;
    };
    for (const level of ["free", "premium", "forbidden"] as const)
      expect(counts.access[level], level).toBe(await total({ access: level }));
    for (const choice of ["with", "without"] as const)
      expect(counts.placeholders[choice], choice).toBe(await total({ placeholders: choice }));
    for (const window of ["7d", "30d"] as const)
      expect(counts.published[window], window).toBe(await total({ published: window }));
    for (const author of ["library", "members"] as const)
      expect(counts.author[author], author).toBe(await total({ author }));
    for (const step of [1, 5, 10, 25])
      expect(counts.upvotes[String(step)], `${step} upvotes`).toBe(await total({ minUpvotes: step }));
    const categories = (await testDb.db.execute(sql`select id from categories`)) as {
      rows?: { id: string }[];
    };
    for (const { id } of categories.rows ?? [])
      expect(counts.categories[id] ?? 0, id).toBe(await total({ categories: [id] }));
    if (Object.keys(counts.categories).length > 0) expect(counts.tags.length).toBeGreaterThan(0);
    for (const { tag, count } of counts.tags.slice(0, 4))
      expect(count, tag).toBe(await total({ tags: [...(partial.tags ?? []), tag] }));
  });

  // With words and a sort by a column, the page and the counts come from one read of the matches:
  // the same page, total and counts as the two reads apart.
  const together: [string, Partial<PromptFilters>, string, ("en" | "pt")?, number?, number?][] = [
    ["newest", { sort: "newest" }, "portrait"],
    ["A–Z, free", { sort: "az", access: "free" }, "lesson plan"],
    ["upvoted, a category named", { sort: "upvoted" }, "marketing"],
    [
      "newest, a category named, in Portuguese, premium",
      { sort: "newest", access: "premium" },
      "marketing",
      "pt",
    ],
    ["newest, a category named, a tag", { sort: "newest", tags: ["instagram"] }, "marketing"],
    ["newest, 30 days, in Portuguese", { sort: "newest", published: "30d" }, "marketing", "pt"],
    ["A–Z, second page", { sort: "az" }, "marketing", "en", 3, 3],
    ["A–Z, past the last match", { sort: "az" }, "marketing", "en", 5, 500],
  ];
  it.each(together)(
    "read with the page as apart: %s",
    async (_, partial, q, locale = "en", limit = 5, offset = 0) => {
      for (const viewer of [ANONYMOUS, CREATOR, LEGEND]) {
        const options = { q, locale, viewer, filters: filtersOf(partial), now: NOW };
        const [apart, counts, both] = await Promise.all([
          searchPrompts(testDb.db, { ...options, limit, offset }),
          countFilterFacets(testDb.db, options),
          searchWithFacets(testDb.db, { ...options, limit, offset }, { fresh: true }),
        ]);
        expect(both.result, viewer.kind).toEqual(apart);
        expect(both.facets, viewer.kind).toEqual(counts);
        if (offset < 100) expect(apart.items.length, viewer.kind).toBeGreaterThan(0);
      }
    },
  );

  it("follow a prompt published, upvoted and hidden at once, with and without words", async () => {
    const author = {
      kind: "member" as const,
      userId: "facets-test-author",
      tier: "creator" as const,
      isAdmin: false,
    };
    // Every save keeps a version signed by its author, who must exist.
    await testDb.db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
      values ('facets-test-author', 'Facets author', 'facets-author@example.com', true, now(), now())`);
    const at = new Date(NOW.getTime() - 60_000);
    const before = await facets({});
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    expect(sum((await facets({}, { q: "zanzibar" })).categories)).toBe(0);

    const created = await createMemberPrompt(
      testDb.db,
      author,
      MemberPromptSchema.parse({
        title: "Zanzibar spice market guide",
        description: "A walking guide to a spice market.",
        categoryId: "marketing",
        tags: "zanzibar, travel guide",
        promptText: "Plan a morning at the [market] with a list of spices.",
        language: "en",
      }),
      at,
    );
    try {
      expect(await facets({}), "a private prompt is not counted").toEqual(before);
      await updateMemberPrompt(testDb.db, author, created.id, { isPublished: true }, at);
      const published = await facets({});
      expect(published.categories.marketing).toBe(before.categories.marketing! + 1);
      expect(published.author.members).toBe(before.author.members + 1);
      expect(published.published["7d"]).toBe(before.published["7d"] + 1);
      expect(published.placeholders.with).toBe(before.placeholders.with + 1);
      expect((await facets({ author: "members" })).tags).toContainEqual({ tag: "zanzibar", count: 1 });
      expect(sum((await facets({}, { q: "zanzibar" })).categories)).toBe(1);

      // A vote moves no catalogue version: the counts without words read it at once.
      await testDb.db.execute(sql`update prompts set upvotes = 5 where id = ${created.id}`);
      expect((await facets({})).upvotes["5"]).toBe(before.upvotes["5"]! + 1);
      const voted = await list({ minUpvotes: 5, categories: ["marketing"] });
      expect(ids(voted)).toContain(created.id);
      expect((await facets({ minUpvotes: 5 })).categories.marketing).toBe(voted.total);

      await updateMemberPrompt(testDb.db, author, created.id, { isPublished: false }, at);
      expect(await facets({})).toEqual(before);
      expect(sum((await facets({}, { q: "zanzibar" })).categories)).toBe(0);
    } finally {
      await deleteMemberPrompt(testDb.db, author, created.id);
    }
    expect(await facets({})).toEqual(before);
  });
});

describe("the counts table", () => {
  /** The table's rows that differ from a count of the prompts as they are (none when it is right). */
  async function drift() {
    const result = (await testDb.db.execute(sql`
      with fresh as (
        select k.locale, k.with_tag, k.tag, p.category_id,
          public.promptario_access_level(p.is_premium, p.is_forbidden) as access, p.has_placeholders,
          p.source, public.promptario_upvote_step(p.upvotes) as upvote_step, count(*)::int as prompts
        from prompts p cross join lateral public.promptario_facet_keys(p.locales, p.tags_en, p.tags_pt) k
        where p.is_published
        group by 1, 2, 3, 4, 5, 6, 7, 8
      ), kept as (
        select locale, with_tag, tag, category_id, access, has_placeholders, source, upvote_step, prompts
        from prompt_facet_counts where prompts <> 0
      )
      select count(*)::int as n from ((select * from fresh except select * from kept)
        union all (select * from kept except select * from fresh)) d`)) as { rows?: { n: number }[] };
    return result.rows?.[0]?.n;
  }

  it("follows every change to the prompts and their translations", async () => {
    expect(await drift()).toBe(0);
    const id = 990_100;
    await testDb.db.execute(sql`insert into prompts (id, category_id, source, author_id, published_at)
      values (${id}, 'marketing', 'member', 'facets-test-author', ${new Date(NOW.getTime() - DAY).toISOString()})`);
    await testDb.db
      .execute(sql`insert into prompt_translations (prompt_id, locale, title, description, prompt_text, tags)
      values (${id}, 'en', 'Launch plan', 'Plan a launch', 'Plan the [product] launch', array['launch', 'plan', 'launch']),
        (${id}, 'pt', 'Plano de lançamento', 'Planeje', 'Planeje', array['lançamento'])`);
    expect(await drift()).toBe(0);
    await testDb.db.execute(
      sql`update prompt_translations set tags = array['launch', 'go to market'] where prompt_id = ${id} and locale = 'en'`,
    );
    await testDb.db.execute(
      sql`update prompts set upvotes = 12, is_premium = true, category_id = 'programming' where id = ${id}`,
    );
    expect(await drift()).toBe(0);
    await testDb.db.execute(sql`delete from prompt_translations where prompt_id = ${id} and locale = 'pt'`);
    await testDb.db.execute(sql`update prompts set is_published = false where id = ${id}`);
    expect(await drift()).toBe(0);
    await testDb.db.execute(sql`update prompts set is_published = true where id = ${id}`);
    await testDb.db.execute(sql`delete from prompts where id = ${id}`);
    expect(await drift()).toBe(0);
  });
});

describe("who may filter", () => {
  it("lets Creator, Legend and admins use the advanced filters; a query and one category stay free", () => {
    const advanced = advancedFiltersUsed(filtersOf({ tags: ["seo"], sort: "newest" }));
    expect(advanced).toEqual(["tags", "sort"]);
    expect(advancedFiltersUsed(filtersOf({ categories: ["marketing"] }))).toEqual([]);
    expect(mayUseFilters(ANONYMOUS, advanced)).toEqual({ allowed: false, plan: "creator" });
    expect(mayUseFilters({ kind: "member", userId: "x", tier: "free", isAdmin: false }, advanced)).toEqual({
      allowed: false,
      plan: "creator",
    });
    expect(mayUseFilters(CREATOR, advanced)).toEqual({ allowed: true });
    expect(mayUseFilters(LEGEND, advanced)).toEqual({ allowed: true });
    expect(mayUseFilters({ kind: "member", userId: "x", tier: "free", isAdmin: true }, advanced)).toEqual({
      allowed: true,
    });
    expect(mayUseFilters(ANONYMOUS, [])).toEqual({ allowed: true });
  });
});

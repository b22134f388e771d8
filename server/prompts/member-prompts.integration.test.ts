import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEMBER_PROMPTS_PER_DAY, MemberPromptSchema, type MemberPromptInput } from "~/core/forms/prompt";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { addFavorite, PromptNotFoundError } from "~/server/accounts/favorites.server";
import { favorites } from "~/server/accounts/schema";
import { insertAccount } from "~/server/admin/testing.server";
import { listCategoryPrompts } from "~/server/catalog/categories.server";
import { getPrompt } from "~/server/catalog/prompt.server";
import { searchPrompts } from "~/server/catalog/search.server";
import { ANONYMOUS } from "~/server/entitlements/entitlements";
import { buildSitemap } from "~/server/seo/sitemap.server";
import {
  createMemberPrompt,
  deleteMemberPrompt,
  findMemberPrompt,
  listMyPrompts,
  MemberPromptError,
  updateMemberPrompt,
  type Member,
} from "./member-prompts.server";

let test: TestDatabase;
let author: Member;
let stranger: Member;
let admin: Member;

const member = (userId: string, isAdmin = false): Member => ({
  kind: "member",
  userId,
  tier: "free",
  isAdmin,
});

const draft = (overrides: Partial<Record<string, unknown>> = {}): MemberPromptInput =>
  MemberPromptSchema.parse({
    title: "Weekly client update",
    description: "A short status email for a client, from your notes.",
    categoryId: "consulting",
    tags: "email, clients,, status ",
    promptText: "Write a weekly update for [client name] about [project], in a friendly tone.",
    language: "en",
    ...overrides,
  });

async function refusal(work: Promise<unknown>): Promise<MemberPromptError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MemberPromptError);
  return error as MemberPromptError;
}

beforeAll(async () => {
  test = await createTestDatabase();
  author = member(await insertAccount(test.db));
  stranger = member(await insertAccount(test.db));
  admin = member(await insertAccount(test.db), true);
});

afterAll(async () => {
  await test.close();
});

describe("member prompts", () => {
  it("a-new-prompt-is-private-to-its-author-and-admins", async () => {
    const created = await createMemberPrompt(test.db, author, draft());
    expect(created).toMatchObject({ isPublished: false, isPremium: false, type: "text", language: "en" });
    expect(created.tags).toEqual(["email", "clients", "status"]);
    expect(created.tagline).toBeNull();

    expect(await getPrompt(test.db, created.id, "en", author)).toMatchObject({
      id: created.id,
      isPublished: false,
      source: "member",
      locked: false,
      promptText: created.promptText,
    });
    expect(await getPrompt(test.db, created.id, "en", admin)).not.toBeNull();
    expect(await getPrompt(test.db, created.id, "en", stranger)).toBeNull();
    expect(await getPrompt(test.db, created.id, "en", ANONYMOUS)).toBeNull();
    expect(await findMemberPrompt(test.db, stranger, created.id)).toBeNull();
    // Not in search, its category or the sitemap while private; nobody else can favourite it.
    const search = await searchPrompts(test.db, {
      q: "weekly client update",
      locale: "en",
      limit: 20,
      offset: 0,
      viewer: author,
    });
    expect(search.items.map((item) => item.id)).not.toContain(created.id);
    expect(
      (await listCategoryPrompts(test.db, "consulting", "en", { limit: 1000 })).map((p) => p.id),
    ).not.toContain(created.id);
    expect((await buildSitemap(test.db, "https://example.com")).includes(`/prompt/${created.id}?`)).toBe(
      false,
    );
    await expect(addFavorite(test.db, stranger, created.id)).rejects.toBeInstanceOf(PromptNotFoundError);
  });

  it("a-published-prompt-is-for-everyone-after-the-catalogue-with-its-author", async () => {
    const created = await createMemberPrompt(
      test.db,
      author,
      draft({ title: "Quarterly board memo", language: "pt" }),
    );
    const published = await updateMemberPrompt(test.db, author, created.id, { isPublished: true });
    expect(published.isPublished).toBe(true);

    const seen = await getPrompt(test.db, created.id, "en", ANONYMOUS);
    // A new member prompt is never early access nor beyond the free five: anyone reads it.
    expect(seen).toMatchObject({ locked: false, lockReason: null, source: "member", locale: "pt" });
    expect(seen?.promptText).toBe(created.promptText);
    expect(seen?.author?.name).toBeTruthy();

    const inCategory = (await listCategoryPrompts(test.db, "consulting", "pt", { limit: 1000 })).map(
      (p) => p.id,
    );
    expect(inCategory.at(-1)).toBe(created.id);
    expect(inCategory.indexOf(created.id)).toBeGreaterThan(0);

    const search = await searchPrompts(test.db, {
      q: "quarterly board memo",
      locale: "pt",
      limit: 20,
      offset: 0,
      viewer: ANONYMOUS,
    });
    expect(search.items.map((item) => item.id)).toContain(created.id);
    expect((await buildSitemap(test.db, "https://example.com")).includes(`/prompt/${created.id}?`)).toBe(
      true,
    );

    // Unpublished again: gone for everyone else.
    await updateMemberPrompt(test.db, author, created.id, { isPublished: false });
    expect(await getPrompt(test.db, created.id, "en", ANONYMOUS)).toBeNull();
  });

  it("only-the-author-or-an-admin-changes-or-deletes-a-prompt", async () => {
    const created = await createMemberPrompt(test.db, author, draft());
    expect(
      (await refusal(updateMemberPrompt(test.db, stranger, created.id, { title: "Mine now" }))).status,
    ).toBe(404);
    await updateMemberPrompt(test.db, author, created.id, { isPublished: true });
    const forbidden = await refusal(updateMemberPrompt(test.db, stranger, created.id, { title: "Mine now" }));
    expect(forbidden).toMatchObject({ status: 403, code: "not_your_prompt" });
    expect((await refusal(deleteMemberPrompt(test.db, stranger, created.id))).status).toBe(403);

    const edited = await updateMemberPrompt(test.db, admin, created.id, {
      title: "Edited by an admin",
      isPremium: true,
    });
    expect(edited).toMatchObject({ title: "Edited by an admin", isPremium: true });
    // The author may not undo an admin's premium flag, nor set one.
    expect((await updateMemberPrompt(test.db, author, created.id, { isPremium: false })).isPremium).toBe(
      true,
    );

    // Catalogue prompts are not members' prompts: the admin's own tools edit those.
    expect((await refusal(updateMemberPrompt(test.db, admin, 1, { title: "x" }))).status).toBe(404);

    await deleteMemberPrompt(test.db, admin, created.id);
    expect(await getPrompt(test.db, created.id, "en", admin)).toBeNull();
  });

  it("a-forged-premium-flag-stays-false-for-a-member-and-holds-for-an-admin", async () => {
    const forged = await createMemberPrompt(test.db, author, draft({ isPremium: true }));
    expect(forged.isPremium).toBe(false);
    const byAdmin = await createMemberPrompt(test.db, admin, draft({ isPremium: true }));
    expect(byAdmin.isPremium).toBe(true);
  });

  it("deleting-a-prompt-removes-the-favourites-that-point-at-it", async () => {
    const created = await createMemberPrompt(test.db, author, draft());
    await updateMemberPrompt(test.db, author, created.id, { isPublished: true });
    await addFavorite(test.db, stranger, created.id);
    await deleteMemberPrompt(test.db, author, created.id);
    expect(await test.db.select().from(favorites).where(eq(favorites.promptId, created.id))).toEqual([]);
  });

  it("an-unknown-category-is-refused-and-nothing-is-written", async () => {
    const before = (await listMyPrompts(test.db, author.userId)).total;
    expect(
      (await refusal(createMemberPrompt(test.db, author, draft({ categoryId: "no-such-category" })))).status,
    ).toBe(400);
    expect((await listMyPrompts(test.db, author.userId)).total).toBe(before);
  });

  it(`a-member-creates-at-most-${MEMBER_PROMPTS_PER_DAY}-prompts-in-24-hours`, async () => {
    const busy = member(await insertAccount(test.db));
    const morning = new Date("2026-11-20T08:00:00Z");
    for (let i = 0; i < MEMBER_PROMPTS_PER_DAY; i++) {
      await createMemberPrompt(
        test.db,
        busy,
        draft({ title: `Prompt ${i}` }),
        new Date(morning.getTime() + i * 60_000),
      );
    }
    const refused = await refusal(
      createMemberPrompt(test.db, busy, draft(), new Date("2026-11-20T20:00:00Z")),
    );
    expect(refused).toMatchObject({ status: 429, code: "daily_limit" });
    // A day after the first, there is room again.
    await createMemberPrompt(test.db, busy, draft(), new Date("2026-11-21T08:00:30Z"));
    expect((await listMyPrompts(test.db, busy.userId)).total).toBe(MEMBER_PROMPTS_PER_DAY + 1);
  });

  it("my-prompts-lists-only-the-members-own-newest-first", async () => {
    const writer = member(await insertAccount(test.db));
    const first = await createMemberPrompt(
      test.db,
      writer,
      draft({ title: "First" }),
      new Date("2026-11-01T10:00:00Z"),
    );
    const second = await createMemberPrompt(
      test.db,
      writer,
      draft({ title: "Second" }),
      new Date("2026-11-02T10:00:00Z"),
    );
    await createMemberPrompt(test.db, stranger, draft({ title: "Someone else's" }));
    const mine = await listMyPrompts(test.db, writer.userId);
    expect(mine.total).toBe(2);
    expect(mine.items.map((p) => p.id)).toEqual([second.id, first.id]);
  });

  it("the-schema-bounds-sizes-and-refuses-control-characters", () => {
    const problems = (input: Record<string, unknown>) => {
      const parsed = MemberPromptSchema.safeParse({ ...draft(), ...input });
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    };
    expect(problems({ title: "   " })).toEqual(["title: memberPrompts.errors.required"]);
    expect(problems({ title: "x".repeat(121) })).toEqual(["title: memberPrompts.errors.titleMax"]);
    expect(problems({ description: "x".repeat(501) })).toEqual([
      "description: memberPrompts.errors.descriptionMax",
    ]);
    expect(problems({ promptText: "x".repeat(20_001) })).toEqual([
      "promptText: memberPrompts.errors.promptTextMax",
    ]);
    expect(problems({ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) })).toEqual([
      "tags: memberPrompts.errors.tagsCount",
    ]);
    expect(problems({ tags: ["x".repeat(31)] })).toEqual(["tags.0: memberPrompts.errors.tagLength"]);
    expect(problems({ title: "a\u0000b" })).toEqual(["title: memberPrompts.errors.controlCharacters"]);
    expect(problems({ promptText: "line one\n\tline two" })).toEqual([]);
    expect(problems({ type: "hologram" })).toEqual(["type: memberPrompts.errors.choice"]);
  });
});

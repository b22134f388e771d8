import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemberPromptSchema } from "~/core/forms/prompt";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { addFavorite, markUsed, promptStateOf } from "~/server/accounts/favorites.server";
import { findMember } from "~/server/accounts/viewer.server";
import { insertAccount } from "~/server/admin/testing.server";
import { applySubscriptionChange } from "~/server/billing/subscriptions.server";
import { ANONYMOUS, type Tier, type Viewer } from "~/server/entitlements/entitlements";
import { createMemberPrompt } from "~/server/prompts/member-prompts.server";
import { userRoles } from "~/server/accounts/schema";
import { cachedCategoryTitles, listCategoryTitles } from "./categories.server";
import { catalogChanged } from "./changes.server";
import { getPrompt, getPromptForPage } from "./prompt.server";
import { categoryTranslations, prompts, promptTranslations } from "./schema";

// A signed-in member's prompt page reads the catalogue's part once for every reader (as
// the anonymous page cache does) and asks the database only for what is theirs. The reader's
// rights are applied on every call: the shared part never decides what a reader may read.

let test: TestDatabase;
const member = (userId: string, tier: Tier = "free", isAdmin = false): Viewer => ({
  kind: "member",
  userId,
  tier,
  isAdmin,
});

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test.close();
});

async function promptWhere(condition: ReturnType<typeof and>): Promise<number> {
  const [row] = await test.db
    .select({ id: prompts.id })
    .from(prompts)
    .where(condition)
    .orderBy(prompts.id)
    .limit(1);
  if (!row) throw new Error("the seeded catalogue has no such prompt");
  return row.id;
}

describe("the prompt page's reads", () => {
  it("give every reader what getPrompt gives them, premium and forbidden text included only where allowed", async () => {
    const premium = await promptWhere(
      and(eq(prompts.isPremium, true), eq(prompts.isForbidden, false), eq(prompts.isPublished, true)),
    );
    const forbidden = await promptWhere(and(eq(prompts.isForbidden, true), eq(prompts.isPublished, true)));
    const free = await promptWhere(
      and(eq(prompts.isPremium, false), eq(prompts.isForbidden, false), eq(prompts.isPublished, true)),
    );
    const readers: Viewer[] = [
      ANONYMOUS,
      member("reader-free"),
      member("reader-creator", "creator"),
      member("reader-legend", "legend"),
    ];
    const now = new Date();
    for (const id of [premium, forbidden, free]) {
      for (const locale of ["en", "pt"] as const) {
        // Read in both orders, so a record kept for one reader is then served to the others.
        for (const viewer of [...readers, ...readers.toReversed()]) {
          const page = await getPromptForPage(test.db, id, locale, viewer, now);
          expect(
            page,
            `prompt ${id} (${locale}) for ${viewer.kind === "member" ? viewer.tier : "a visitor"}`,
          ).toEqual(await getPrompt(test.db, id, locale, viewer, now));
        }
      }
    }
    const visitorView = await getPromptForPage(test.db, premium, "en", ANONYMOUS, now);
    expect(visitorView?.locked).toBe(true);
    expect(visitorView?.promptText).toBeNull();
    expect(
      (await getPromptForPage(test.db, premium, "en", member("reader-creator", "creator"), now))?.promptText,
    ).toEqual(expect.any(String));
    expect(
      (await getPromptForPage(test.db, forbidden, "en", member("reader-creator", "creator"), now))
        ?.promptText,
    ).toBeNull();
    expect(
      (await getPromptForPage(test.db, forbidden, "en", member("reader-legend", "legend"), now))?.promptText,
    ).toEqual(expect.any(String));
  });

  it("find a member's private prompt for its author and an admin only", async () => {
    const authorId = await insertAccount(test.db);
    const author = { kind: "member" as const, userId: authorId, tier: "free" as const, isAdmin: false };
    const created = await createMemberPrompt(
      test.db,
      author,
      MemberPromptSchema.parse({
        title: "Private pricing notes",
        description: "How I price a first consulting call.",
        categoryId: "consulting",
        tags: "pricing",
        promptText: "List what to ask before quoting [client].",
        language: "en",
      }),
    );
    expect(await getPromptForPage(test.db, created.id, "en", ANONYMOUS)).toBeNull();
    expect(await getPromptForPage(test.db, created.id, "en", member("someone-else"))).toBeNull();
    expect((await getPromptForPage(test.db, created.id, "en", author))?.promptText).toBe(
      "List what to ask before quoting [client].",
    );
    expect((await getPromptForPage(test.db, created.id, "en", member("an-admin", "free", true)))?.title).toBe(
      "Private pricing notes",
    );
  });

  it("show a catalogue edit at once, and on their own after a few seconds", async () => {
    const id = await promptWhere(and(eq(prompts.isPremium, false), eq(prompts.isPublished, true)));
    const now = new Date();
    const before = await getPromptForPage(test.db, id, "en", ANONYMOUS, now);
    const rename = (title: string) =>
      test.db
        .update(promptTranslations)
        .set({ title })
        .where(and(eq(promptTranslations.promptId, id), eq(promptTranslations.locale, "en")));

    await rename("Renamed without telling anyone");
    // Kept as of the catalogue's version, for a few seconds on the caller's clock.
    expect((await getPromptForPage(test.db, id, "en", ANONYMOUS, now))?.title).toBe(before?.title);
    expect(
      (await getPromptForPage(test.db, id, "en", ANONYMOUS, new Date(now.getTime() + 11_000)))?.title,
    ).toBe("Renamed without telling anyone");

    await rename("Renamed by an admin");
    await catalogChanged();
    expect((await getPromptForPage(test.db, id, "en", ANONYMOUS))?.title).toBe("Renamed by an admin");
  });

  it("keep the navigation's categories until the catalogue changes", async () => {
    const [first] = await listCategoryTitles(test.db, "pt");
    expect(await cachedCategoryTitles(test.db, "pt")).toEqual(await listCategoryTitles(test.db, "pt"));
    await test.db
      .update(categoryTranslations)
      .set({ title: "Marketing e vendas" })
      .where(and(eq(categoryTranslations.categoryId, first!.id), eq(categoryTranslations.locale, "pt")));
    await catalogChanged();
    expect((await cachedCategoryTitles(test.db, "pt"))[0]?.title).toBe("Marketing e vendas");
  });

  it("read a member's favourite and today's use of a prompt in one statement", async () => {
    const userId = await insertAccount(test.db);
    const viewer = { kind: "member" as const, userId, tier: "free" as const, isAdmin: false };
    const id = await promptWhere(and(eq(prompts.isPremium, false), eq(prompts.isPublished, true)));
    expect(await promptStateOf(test.db, userId, id, "2026-11-25")).toEqual({
      favorite: false,
      usedToday: false,
    });
    await addFavorite(test.db, viewer, id);
    await markUsed(test.db, viewer, id, "2026-11-25");
    expect(await promptStateOf(test.db, userId, id, "2026-11-25")).toEqual({
      favorite: true,
      usedToday: true,
    });
    expect(await promptStateOf(test.db, userId, id, "2026-11-26")).toEqual({
      favorite: true,
      usedToday: false,
    });
  });
});

describe("findMember", () => {
  it("reads the member, their admin role and their plan in one statement", async () => {
    const userId = await insertAccount(test.db);
    const plain = await findMember(test.db, userId);
    expect(plain?.viewer).toEqual({ kind: "member", userId, tier: "free", isAdmin: false });
    expect(plain?.subscription.status).toBe("inactive");

    await test.db.insert(userRoles).values({ userId, role: "admin" });
    await applySubscriptionChange(test.db, {
      userId,
      tier: "legend",
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
      source: "admin",
      stateAt: new Date(),
    });
    const found = await findMember(test.db, userId);
    expect(found?.viewer).toEqual({ kind: "member", userId, tier: "legend", isAdmin: true });
    expect(found?.subscription).toMatchObject({
      tier: "legend",
      status: "active",
      source: "admin",
      cancelAtPeriodEnd: false,
    });
    expect(await findMember(test.db, "nobody")).toBeNull();
  });
});

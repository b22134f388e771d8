import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthFor } from "~/server/accounts/auth.server";
import { user } from "~/server/accounts/schema";
import { adminAuditLog } from "~/server/admin/schema";
import { communityApiFor, createCast, type CommunityCast } from "~/server/community/testing.server";
import { createTestClock } from "~/server/jobs/clock.server";
import { createApiKey } from "~/server/keys/keys.server";
import { mailOutbox } from "~/server/mail/schema";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { buildChangelogFeed } from "./feed.server";
import { seedRoadmap } from "./seed.server";
import { roadmapItems, roadmapVotes } from "./schema";

let test: TestDatabase;
let cast: CommunityCast;
let call: ReturnType<typeof communityApiFor>["call"];
let app: ReturnType<typeof communityApiFor>["app"];
const clock = createTestClock(new Date("2026-11-20T12:00:00Z"));

beforeAll(async () => {
  test = await createTestDatabase();
  cast = await createCast(test.db);
  ({ call, app } = communityApiFor(test.db, clock));
}, 180_000);
afterAll(() => test.close());

const HOUR_MS = 60 * 60 * 1000;

async function propose(title: string, member = cast.creator, lang = "en") {
  const answer = await call("POST", "/roadmap", member, { title, description: `Why: ${title}` }, lang);
  expect(answer.status).toBe(201);
  return (answer.body as { item: { id: number } }).item.id;
}

describe("the roadmap", () => {
  it("anyone-reads-it-with-the-seeded-items-most-votes-first", async () => {
    const list = await call("GET", "/roadmap");
    expect(list.status).toBe(200);
    const items = (list.body as { items: { title: string; votes: number }[] }).items;
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.map((item) => item.title)).toContain("Browser extension");
    const votes = items.map((item) => item.votes);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    const pt = await call("GET", "/roadmap", undefined, undefined, "pt");
    expect((pt.body as { items: { title: string }[] }).items.map((item) => item.title)).toContain(
      "Extensão para o navegador",
    );
  });

  it("seeding-again-changes-nothing", async () => {
    const before = await test.db.select({ id: roadmapItems.id }).from(roadmapItems);
    await seedRoadmap(test.db);
    await seedRoadmap(test.db);
    expect(await test.db.select({ id: roadmapItems.id }).from(roadmapItems)).toHaveLength(before.length);
  });

  it("filters-by-status-and-refuses-an-unknown-one", async () => {
    const planned = await call("GET", "/roadmap?status=planned");
    const items = (planned.body as { items: { status: string }[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.status === "planned")).toBe(true);
    expect((await call("GET", "/roadmap?status=someday")).status).toBe(400);
  });

  it("voting-proposing-and-commenting-are-for-creator-legend-and-admins", async () => {
    const id = await propose("Dark mode for the prompt editor");
    expect((await call("PUT", `/roadmap/${id}/vote`)).status).toBe(401);
    for (const [method, path, body] of [
      ["PUT", `/roadmap/${id}/vote`, undefined],
      ["POST", "/roadmap", { title: "A free member's idea" }],
      ["POST", `/roadmap/${id}/comments`, { body: "Me too" }],
    ] as const) {
      const refused = await call(method, path, cast.free, body);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: "plan_required", upgradeUrl: "/pricing" });
    }
    for (const member of [cast.creator, cast.legend, cast.admin])
      expect((await call("PUT", `/roadmap/${id}/vote`, member)).status).toBe(200);
    expect((await call("GET", `/roadmap/${id}`, cast.legend)).body).toMatchObject({
      item: { votes: 3, voted: true },
    });
  });

  it("counts-one-vote-per-member-and-undoes-it", async () => {
    const id = await propose("Export a collection as PDF");
    expect((await call("PUT", `/roadmap/${id}/vote`, cast.creator)).body).toEqual({ votes: 1, voted: true });
    expect((await call("PUT", `/roadmap/${id}/vote`, cast.creator)).body).toEqual({ votes: 1, voted: true });
    expect((await call("DELETE", `/roadmap/${id}/vote`, cast.creator)).body).toEqual({
      votes: 0,
      voted: false,
    });
    expect((await call("DELETE", `/roadmap/${id}/vote`, cast.creator)).body).toEqual({
      votes: 0,
      voted: false,
    });
  });

  it("an-api-key-votes-like-the-session", async () => {
    const key = await createApiKey(createAuthFor(test.db), test.db, cast.legend.userId, {
      name: "Roadmap script",
      expiresInDays: null,
    });
    const id = await propose("Keyboard shortcuts everywhere");
    const response = await app.request(`/api/v1/roadmap/${id}/vote`, {
      method: "PUT",
      headers: { authorization: `Bearer ${key.key}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ votes: 1, voted: true });
  });

  it("keeps-a-proposal-in-its-language-until-an-admin-translates-it", async () => {
    const id = await propose("Modo foco com música ambiente", cast.creator, "pt");
    const inEnglish = await call("GET", `/roadmap/${id}`, undefined, undefined, "en");
    expect(inEnglish.body).toMatchObject({
      item: { title: "Modo foco com música ambiente", language: "pt", status: "under_review" },
    });
    const edited = await call("PATCH", `/admin/roadmap/${id}`, cast.admin, {
      titleEn: "Focus mode with ambient music",
      descriptionEn: "Play calm background sound during a focus session.",
    });
    expect(edited.status).toBe(200);
    expect((await call("GET", `/roadmap/${id}`, undefined, undefined, "en")).body).toMatchObject({
      item: { title: "Focus mode with ambient music", language: "en" },
    });
    expect((await call("GET", `/roadmap/${id}`, undefined, undefined, "pt")).body).toMatchObject({
      item: { title: "Modo foco com música ambiente", language: "pt" },
    });
    expect((await call("PATCH", `/admin/roadmap/${id}`, cast.creator, { titleEn: "Hijacked" })).status).toBe(
      403,
    );
    const [entry] = await test.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(id)));
    expect(entry?.action).toBe("roadmap.edit");
  });

  it("refuses-a-short-title-and-a-sixth-proposal-in-a-day", async () => {
    const short = await call("POST", "/roadmap", cast.legend, { title: "Hm" });
    expect(short.status).toBe(400);
    for (let index = 0; index < 4; index++) await propose(`Legend idea number ${index + 1}`, cast.legend);
    // The legend proposed nothing else; the fifth is allowed, the sixth is not.
    await propose("Legend idea number 5", cast.legend);
    const refused = await call("POST", "/roadmap", cast.legend, { title: "Legend idea number 6" });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "proposal_limit" });
    clock.advance(24 * HOUR_MS);
    await propose("Legend idea, the next day", cast.legend);
  });

  it("comments-are-plain-text-limited-per-hour-and-deletable-by-their-author", async () => {
    const id = await propose("Share a prompt to WhatsApp", cast.admin);
    const posted = await call("POST", `/roadmap/${id}/comments`, cast.creator, {
      body: "Yes!\nPlease <b>soon</b>",
    });
    expect(posted.status).toBe(201);
    const commentId = (posted.body as { comment: { id: number; body: string } }).comment.id;
    expect((posted.body as { comment: { body: string } }).comment.body).toBe("Yes!\nPlease <b>soon</b>");
    expect((await call("POST", `/roadmap/${id}/comments`, cast.creator, { body: "  " })).status).toBe(400);
    expect(
      (await call("POST", `/roadmap/${id}/comments`, cast.creator, { body: "x".repeat(2001) })).status,
    ).toBe(400);
    expect((await call("DELETE", `/roadmap/comments/${commentId}`, cast.legend)).status).toBe(403);
    expect((await call("DELETE", `/roadmap/comments/${commentId}`, cast.creator)).status).toBe(204);
    for (let index = 0; index < 10; index++)
      expect(
        (await call("POST", `/roadmap/${id}/comments`, cast.legend, { body: `Note ${index}` })).status,
      ).toBe(201);
    const refused = await call("POST", `/roadmap/${id}/comments`, cast.legend, { body: "One more" });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "comment_limit" });
  });

  it("an-admin-deletes-anyones-comment-and-the-audit-log-keeps-what-it-said", async () => {
    const id = await propose("Share a prompt as an image", cast.admin);
    const posted = await call("POST", `/roadmap/${id}/comments`, cast.creator, {
      body: "Buy cheap pills here",
    });
    const commentId = (posted.body as { comment: { id: number } }).comment.id;
    expect((await call("DELETE", `/roadmap/comments/${commentId}`, cast.legend)).body).toMatchObject({
      code: "not_your_comment",
    });
    expect((await call("DELETE", `/roadmap/comments/${commentId}`, cast.admin)).status).toBe(204);
    expect((await call("GET", `/roadmap/${id}`)).body).toMatchObject({ item: { comments: 0 }, comments: [] });
    expect((await call("DELETE", `/roadmap/comments/${commentId}`, cast.admin)).status).toBe(404);
    const [entry] = await test.db
      .select({
        action: adminAuditLog.action,
        actorId: adminAuditLog.actorId,
        targetType: adminAuditLog.targetType,
        targetLabel: adminAuditLog.targetLabel,
        before: adminAuditLog.before,
      })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(commentId)));
    expect(entry).toEqual({
      action: "roadmap.comment_delete",
      actorId: cast.admin.userId,
      targetType: "roadmap_comment",
      targetLabel: "Buy cheap pills here",
      before: { itemId: id, authorId: cast.creator.userId, body: "Buy cheap pills here" },
    });
  });

  it("an-admin-deleting-their-own-comment-is-not-moderation", async () => {
    const id = await propose("Pin a prompt to the top of a list", cast.admin);
    const posted = await call("POST", `/roadmap/${id}/comments`, cast.admin, { body: "Typo, posting again" });
    const commentId = (posted.body as { comment: { id: number } }).comment.id;
    expect((await call("DELETE", `/roadmap/comments/${commentId}`, cast.admin)).status).toBe(204);
    const entries = await test.db
      .select({ id: adminAuditLog.id })
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.targetType, "roadmap_comment"), eq(adminAuditLog.targetId, String(commentId))),
      );
    expect(entries).toEqual([]);
  });

  it("merging-carries-votes-over-once-and-points-the-duplicate-at-the-target", async () => {
    const target = await propose("Templates for LinkedIn posts", cast.admin);
    const duplicate = await propose("LinkedIn post templates", cast.admin);
    await call("PUT", `/roadmap/${target}/vote`, cast.creator);
    await call("PUT", `/roadmap/${duplicate}/vote`, cast.creator);
    await call("PUT", `/roadmap/${duplicate}/vote`, cast.legend);
    await call("POST", `/roadmap/${duplicate}/comments`, cast.creator, { body: "Same as the other one" });

    expect(
      (await call("POST", `/admin/roadmap/${duplicate}/merge`, cast.creator, { targetId: target })).status,
    ).toBe(403);
    const merged = await call("POST", `/admin/roadmap/${duplicate}/merge`, cast.admin, { targetId: target });
    expect(merged.status).toBe(200);
    const notice = merged.body as { item: { id: number; votes: number }; notifyUserIds: string[] };
    expect(notice.item).toMatchObject({ id: target, votes: 2 });
    expect(notice.notifyUserIds.sort()).toEqual([cast.creator.userId, cast.legend.userId].sort());
    const stored = await test.db
      .select({ userId: roadmapVotes.userId })
      .from(roadmapVotes)
      .where(eq(roadmapVotes.itemId, target));
    expect(stored).toHaveLength(2);

    const old = await app.request(`/api/v1/roadmap/${duplicate}`);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/api/v1/roadmap/${target}`);
    expect((await call("PUT", `/roadmap/${duplicate}/vote`, cast.creator)).status).toBe(409);
    expect((await call("GET", `/roadmap/${target}`)).body).toMatchObject({
      item: { votes: 2, comments: 1 },
    });
    const list = (await call("GET", "/roadmap")).body as { items: { id: number }[] };
    expect(list.items.map((item) => item.id)).not.toContain(duplicate);
    expect(
      (await call("POST", `/admin/roadmap/${target}/merge`, cast.admin, { targetId: target })).status,
    ).toBe(409);
  });

  it("merging-mails-each-voter-in-their-language-that-the-item-was-merged-with-a-link-to-the-target", async () => {
    const target = await propose("Prompt packs for podcasters", cast.admin);
    const duplicate = await propose("Podcast prompt pack", cast.admin);
    await call("PATCH", `/admin/roadmap/${target}`, cast.admin, {
      titlePt: "Pacotes de prompts para podcasters",
    });
    await call("PATCH", `/admin/roadmap/${duplicate}`, cast.admin, {
      titlePt: "Pacote de prompts de podcast",
    });
    for (const member of [cast.creator, cast.legend]) {
      await call("PUT", `/roadmap/${duplicate}/vote`, member);
      expect((await call("PATCH", "/me/notification-mail", member, { roadmap_status: true })).status).toBe(
        200,
      );
    }
    // Each mail is in its recipient's language.
    await test.db.update(user).set({ language: "en" }).where(eq(user.id, cast.creator.userId));
    await test.db.update(user).set({ language: "pt" }).where(eq(user.id, cast.legend.userId));
    expect(
      (await call("POST", `/admin/roadmap/${duplicate}/merge`, cast.admin, { targetId: target })).status,
    ).toBe(200);

    const mailTo = async (email: string) =>
      (
        await test.db
          .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
          .from(mailOutbox)
          .where(eq(mailOutbox.toAddress, email))
      ).filter((mail) => /podcast/i.test(mail.subject));
    const [english] = await mailTo(cast.creator.email);
    expect(english?.subject).toBe(
      "A roadmap item you voted for, “Podcast prompt pack”, was merged into “Prompt packs for podcasters”. Your vote counts there now.",
    );
    expect(english?.text).toContain(`/roadmap/${target}`);
    expect(english?.text).not.toContain(`/roadmap/${duplicate}`);
    const [portuguese] = await mailTo(cast.legend.email);
    expect(portuguese?.subject).toBe(
      "Um item do roadmap em que você votou, “Pacote de prompts de podcast”, foi unido a “Pacotes de prompts para podcasters”. Seu voto passou a contar lá.",
    );
    expect(portuguese?.text).toContain(`/roadmap/${target}`);

    const listed = (await call("GET", "/me/notifications", cast.legend)).body as { items: unknown[] };
    expect(listed.items[0]).toMatchObject({
      title: "Pacote de prompts de podcast",
      detail: { mergedInto: "Pacotes de prompts para podcasters" },
      url: `/roadmap/${target}`,
    });
  });

  it("shipping-dates-the-item-tells-its-voters-and-shows-it-on-the-changelog-feed", async () => {
    const id = await propose('Prompts with "quotes" & <tags>', cast.admin);
    await call("PUT", `/roadmap/${id}/vote`, cast.creator);
    const shipped = await call("POST", `/admin/roadmap/${id}/status`, cast.admin, { status: "shipped" });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      item: { status: "shipped", shippedAt: clock.now().toISOString() },
      notifyUserIds: [cast.creator.userId],
    });
    expect((await call("POST", `/admin/roadmap/${id}/status`, cast.admin, { status: "done" })).status).toBe(
      400,
    );
    expect((await call("PATCH", `/admin/roadmap/${id}`, cast.admin, { blogPostId: 999 })).status).toBe(400);
    expect((await call("PATCH", `/admin/roadmap/${id}`, cast.admin, { blogPostId: 2 })).status).toBe(200);
    const actions = await test.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(id)));
    expect(actions.map((entry) => entry.action).sort()).toEqual(["roadmap.edit", "roadmap.status"]);

    const feed = await buildChangelogFeed(test.db, "https://promptario.test", "en", clock.now());
    expect(wellFormed(feed)).toBe(true);
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    expect(feed).toContain("Prompts with &#34;quotes&#34; &#38; &#60;tags&#62;");
    expect(feed).not.toContain("<tags>");
    expect(feed).toContain(`<updated>${clock.now().toISOString()}</updated>`);
    expect(feed).toContain('href="https://promptario.test/blog/2?lang=en"');
    // The seeded items shipped in earlier months are there too, newest first.
    expect(feed.indexOf("Prompts with")).toBeLessThan(feed.indexOf("Comments and upvotes on prompts"));
    const pt = await buildChangelogFeed(test.db, "https://promptario.test", "pt", clock.now());
    expect(wellFormed(pt)).toBe(true);
    expect(pt).toContain("Comentários e votos nos prompts");
    expect(pt).toContain('xml:lang="pt-BR"');
  });
});

/** Balanced elements, quoted attributes, and no bare `<` or `&` in text: what an XML parser insists on. */
function wellFormed(xml: string): boolean {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*(?:&#?\w+;[^"<&]*)*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = token.exec(body))) {
    consumed = token.lastIndex;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      if (/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/.test(text)) return false;
    } else if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) stack.push(name!);
  }
  return consumed === body.length && stack.length === 0;
}

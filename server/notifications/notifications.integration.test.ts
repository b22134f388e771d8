import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "~/server/admin/schema";
import { insertMemberPrompt } from "~/server/admin/testing.server";
import { prompts } from "~/server/catalog/schema";
import { banReportedAuthor, liftPostingBan } from "~/server/community/reports.server";
import {
  communityApiFor,
  createCast,
  seededPrompts,
  type CommunityCast,
} from "~/server/community/testing.server";
import { createTestClock } from "~/server/jobs/clock.server";
import { mailOutbox } from "~/server/mail/schema";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { notify } from "./notifications.server";
import { notifications } from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;

let test: TestDatabase;
let cast: CommunityCast;
let call: ReturnType<typeof communityApiFor>["call"];
let ids: Awaited<ReturnType<typeof seededPrompts>>;
const clock = createTestClock(new Date());

beforeAll(async () => {
  test = await createTestDatabase();
  cast = await createCast(test.db);
  call = communityApiFor(test.db, clock).call;
  ids = await seededPrompts(test.db);
}, 240_000);
afterAll(() => test.close());

const comment = async (member: CommunityCast[keyof CommunityCast], body: string, parentId?: number) => {
  const answer = await call("POST", `/prompts/${ids.open}/comments`, member, { body, parentId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.comment.id as number;
};

const mailsTo = (email: string) =>
  test.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email));

describe("notifications", () => {
  it("a-reply-notifies-the-comments-author-and-never-the-one-who-replied", async () => {
    const mine = await comment(cast.creator, "A tip about this prompt");
    await comment(cast.creator, "Answering myself", mine);
    expect((await call("GET", "/me/notifications", cast.creator)).body).toMatchObject({
      total: 0,
      unread: 0,
    });

    const reply = await comment(cast.legend, "Thanks, it worked", mine);
    const page = (await call("GET", "/me/notifications", cast.creator)).body;
    expect(page).toMatchObject({ total: 1, unread: 1 });
    expect(page.items[0]).toMatchObject({
      kind: "comment_reply",
      actor: null,
      url: `/prompt/${ids.open}#comment-${reply}`,
      read: false,
    });
    expect(page.items[0].title).toEqual(expect.any(String));
    expect((await call("GET", "/me/notifications", cast.legend)).body.total).toBe(0);

    // A second reply from the same member while the first is unread stays one line.
    await comment(cast.legend, "And another thing", mine);
    expect((await call("GET", "/me/notifications", cast.creator)).body.total).toBe(1);
  });

  it("marks-one-or-all-read-and-only-the-members-own", async () => {
    const mine = await comment(cast.legend, "Legend's comment");
    await comment(cast.creator, "Reply one", mine);
    await comment(cast.admin, "Reply two", mine);
    const page = (await call("GET", "/me/notifications", cast.legend)).body;
    expect(page.unread).toBe(2);

    // Someone else's id changes nothing.
    expect((await call("POST", `/me/notifications/${page.items[0].id}/read`, cast.creator)).status).toBe(200);
    expect((await call("GET", "/me/notifications", cast.legend)).body.unread).toBe(2);

    const one = await call("POST", `/me/notifications/${page.items[0].id}/read`, cast.legend);
    expect(one.body).toEqual({ unread: 1 });
    expect((await call("POST", "/me/notifications/read", cast.legend)).body).toEqual({ unread: 0 });
    expect(
      (await call("GET", "/me/notifications", cast.legend)).body.items.every(
        (item: { read: boolean }) => item.read,
      ),
    ).toBe(true);
    expect((await call("GET", "/me/notifications")).status).toBe(401);
  });

  it("mails-a-reply-only-while-the-recipient-has-it-on", async () => {
    const before = (await mailsTo(cast.admin.email)).length;
    const theirs = await comment(cast.admin, "Admin's comment");
    await comment(cast.creator, "A reply that is mailed", theirs);
    const mailed = await mailsTo(cast.admin.email);
    expect(mailed.length).toBe(before + 1);
    expect(mailed.at(-1)!.text).toContain(`/prompt/${ids.open}#comment-`);
    // The reply's text is not in the mail: the recipient's plan may not let them read it.
    expect(mailed.at(-1)!.text).not.toContain("A reply that is mailed");

    expect((await call("GET", "/me/notification-mail", cast.admin)).body).toEqual({
      comment_reply: true,
      fork: false,
      example: false,
      roadmap_status: false,
      prompt_request: true,
    });
    const off = await call("PATCH", "/me/notification-mail", cast.admin, { comment_reply: false });
    expect(off.body.comment_reply).toBe(false);
    await comment(cast.legend, "A reply that is not mailed", theirs);
    expect((await mailsTo(cast.admin.email)).length).toBe(before + 1);
    expect((await call("GET", "/me/notifications", cast.admin)).body.unread).toBeGreaterThanOrEqual(2);
    expect((await call("PATCH", "/me/notification-mail", cast.admin, { nonsense: true })).status).toBe(400);
  });

  it("a-version-of-a-members-prompt-notifies-its-author-not-a-catalogue-prompt", async () => {
    const authored = await insertMemberPrompt(test.db, cast.legend.userId, "Legenda para produto");
    await test.db
      .update(prompts)
      .set({ publishedAt: new Date(clock.now().getTime() - DAY_MS) })
      .where(eq(prompts.id, authored));
    const before = (await call("GET", "/me/notifications", cast.legend)).body.total as number;
    expect((await call("POST", `/prompts/${authored}/forks`, cast.creator)).status).toBe(201);
    const page = (await call("GET", "/me/notifications", cast.legend)).body;
    expect(page.total).toBe(before + 1);
    expect(page.items[0]).toMatchObject({
      kind: "fork",
      title: "Legenda para produto",
      url: `/prompt/${authored}`,
    });
    // Their own version of their own prompt tells no one.
    expect((await call("POST", `/prompts/${authored}/forks`, cast.legend)).status).toBe(201);
    expect((await call("GET", "/me/notifications", cast.legend)).body.total).toBe(before + 1);
  });

  it("notify-is-ready-for-examples-and-the-roadmap-and-skips-the-actor", async () => {
    await test.db.transaction(async (tx) => {
      expect(
        await notify(tx, {
          recipientId: cast.free.userId,
          kind: "roadmap_status",
          subject: {
            type: "roadmap_item",
            id: 7,
            title: { en: "Dark mode", pt: "Modo escuro" },
            url: "/roadmap/7",
          },
          detail: { status: "done" },
          now: clock.now(),
        }),
      ).not.toBeNull();
      expect(
        await notify(tx, {
          recipientId: cast.free.userId,
          kind: "example",
          actorId: cast.free.userId,
          subject: { type: "prompt", id: 1, url: "/prompt/1" },
          now: clock.now(),
        }),
      ).toBeNull();
    });
    const [row] = await test.db
      .select({ title: notifications.subjectTitle })
      .from(notifications)
      .where(eq(notifications.recipientId, cast.free.userId));
    // The recipient's language (pt by default).
    expect(row?.title).toBe("Modo escuro");
  });
});

describe("a moderator's stop on posting", () => {
  it("refuses-the-authors-comments-until-the-end-date-on-the-apps-clock-and-can-be-lifted", async () => {
    const offending = await comment(cast.legend, "Something rude");
    const report = await call("POST", "/reports", cast.creator, {
      targetType: "comment",
      targetId: offending,
      reason: "Rude",
    });
    expect(report.status).toBe(201);
    const actor = { userId: cast.admin.userId, email: cast.admin.email };
    const { until } = await banReportedAuthor(test.db, actor, report.body.report.id, 3, clock.now());
    expect(new Date(until).getTime()).toBe(clock.now().getTime() + 3 * DAY_MS);

    const refused = await call("POST", `/prompts/${ids.open}/comments`, cast.legend, { body: "Again" });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "posting_banned", until });
    expect((await call("POST", `/prompts/${ids.open}/forks`, cast.legend)).status).toBe(403);
    // Others still post.
    await comment(cast.creator, "Still here");

    const listed = (await call("GET", "/admin/reports", cast.admin)).body.items.find(
      (item: { id: number }) => item.id === report.body.report.id,
    );
    expect(listed).toMatchObject({ author: { id: cast.legend.userId }, authorBannedUntil: until });

    clock.advance(3 * DAY_MS + 60_000);
    await comment(cast.legend, "Back after the ban");

    await banReportedAuthor(test.db, actor, report.body.report.id, 30, clock.now());
    expect((await call("POST", `/prompts/${ids.open}/comments`, cast.legend, { body: "No" })).status).toBe(
      403,
    );
    await liftPostingBan(test.db, actor, cast.legend.userId, clock.now());
    await comment(cast.legend, "Lifted early");

    const logged = await test.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, cast.legend.userId)))
      .orderBy(desc(adminAuditLog.id));
    expect(logged.map((entry) => entry.action)).toEqual([
      "member.posting_ban_lifted",
      "member.posting_ban",
      "member.posting_ban",
    ]);
  });

  it("cannot-be-asked-for-out-of-range", async () => {
    const actor = { userId: cast.admin.userId, email: cast.admin.email };
    await expect(banReportedAuthor(test.db, actor, 1, 0, clock.now())).rejects.toThrow();
    await expect(banReportedAuthor(test.db, actor, 1, 366, clock.now())).rejects.toThrow();
  });
});

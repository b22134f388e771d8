import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erasePersonalData } from "~/server/features.server";
import { createTestClock } from "~/server/jobs/clock.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { communityApiFor, createCast, seededPrompts, type CommunityCast } from "./testing.server";

let test: TestDatabase;
let cast: CommunityCast;
let call: ReturnType<typeof communityApiFor>["call"];
let ids: Awaited<ReturnType<typeof seededPrompts>>;
const clock = createTestClock(new Date());
const MINUTE = 60_000;

beforeAll(async () => {
  test = await createTestDatabase();
  cast = await createCast(test.db);
  call = communityApiFor(test.db, clock).call;
  ids = await seededPrompts(test.db);
}, 240_000);
afterAll(() => test.close());

const comment = (id: number, member: CommunityCast[keyof CommunityCast], body: string, parentId?: number) =>
  call("POST", `/prompts/${id}/comments`, member, { body, ...(parentId ? { parentId } : {}) });

describe("comments on prompt pages", () => {
  it("are-read-by-everyone-and-written-by-creator-legend-and-admins", async () => {
    expect((await comment(ids.open, cast.free, "Hello")).status).toBe(403);
    expect((await call("POST", `/prompts/${ids.open}/comments`, undefined, { body: "Hi" })).status).toBe(401);
    for (const member of [cast.creator, cast.legend, cast.admin]) {
      expect((await comment(ids.open, member, `From ${member.email}`)).status).toBe(201);
    }
    for (const reader of [undefined, cast.free, cast.creator]) {
      const read = await call("GET", `/prompts/${ids.open}/comments`, reader);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ locked: false, total: 3 });
    }
  });

  it("never-leak-a-locked-prompts-text-through-a-comment", async () => {
    const quote = "It says: the secret premium words";
    expect((await comment(ids.premium, cast.creator, quote)).status).toBe(201);
    for (const reader of [undefined, cast.free]) {
      const read = await call("GET", `/prompts/${ids.premium}/comments`, reader);
      expect(read.body).toEqual({ locked: true, total: 0, comments: [] });
      expect(JSON.stringify(read.body)).not.toContain("secret");
    }
    expect((await call("GET", `/prompts/${ids.premium}/comments`, cast.legend)).body.total).toBe(1);

    // Forbidden prompts: Legend and admins read them and their comments; a Creator does not.
    expect((await comment(ids.forbidden, cast.legend, "Forbidden talk")).status).toBe(201);
    expect((await call("GET", `/prompts/${ids.forbidden}/comments`, cast.creator)).body).toEqual({
      locked: true,
      total: 0,
      comments: [],
    });
    const refused = await comment(ids.forbidden, cast.creator, "Let me in");
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("prompt_locked");
    const theirs = (await call("GET", `/prompts/${ids.forbidden}/comments`, cast.admin)).body.comments[0];
    // Nor can a reader of the locked prompt act on its comments by id.
    expect((await call("PUT", `/comments/${theirs.id}/vote`, cast.creator)).status).toBe(404);
  });

  it("keep-one-level-of-replies-sorted-by-votes-then-newest-and-render-no-html", async () => {
    const prompt = ids.open;
    const first = (await comment(prompt, cast.creator, "<b>bold</b> and `code`")).body.comment;
    expect(first.body).toBe("<b>bold</b> and `code`");
    const reply = (await comment(prompt, cast.legend, "A reply", first.id)).body.comment;
    const replyToReply = (await comment(prompt, cast.admin, "Deeper", reply.id)).body.comment;
    expect(replyToReply.parentId).toBe(first.id);
    await call("PUT", `/comments/${first.id}/vote`, cast.legend);
    await call("PUT", `/comments/${first.id}/vote`, cast.admin);
    expect((await call("PUT", `/comments/${first.id}/vote`, cast.admin)).body).toEqual({
      upvotes: 2,
      voted: true,
    });
    const listed = (await call("GET", `/prompts/${prompt}/comments`)).body;
    expect(listed.comments[0].id).toBe(first.id);
    expect(listed.comments[0].replies.map((r: { body: string }) => r.body)).toEqual(["Deeper", "A reply"]);
    expect(listed.comments.slice(1).map((c: { body: string }) => c.body)).toEqual([
      `From ${cast.admin.email}`,
      `From ${cast.legend.email}`,
      `From ${cast.creator.email}`,
    ]);
    expect((await call("DELETE", `/comments/${first.id}/vote`, cast.admin)).body).toEqual({
      upvotes: 1,
      voted: false,
    });
  });

  it("refuse-an-empty-or-too-long-comment", async () => {
    expect((await comment(ids.open, cast.creator, "   ")).status).toBe(400);
    expect((await comment(ids.open, cast.creator, "x".repeat(2001))).status).toBe(400);
    expect((await comment(ids.open, cast.creator, "x".repeat(2000))).status).toBe(201);
  });

  it("can-be-edited-by-their-author-for-15-minutes", async () => {
    const posted = (await comment(ids.open, cast.creator, "Typo hre")).body.comment;
    expect(posted.editableUntil).not.toBeNull();
    expect((await call("PATCH", `/comments/${posted.id}`, cast.legend, { body: "Mine now" })).status).toBe(
      403,
    );
    clock.advance(14 * MINUTE);
    const edited = await call("PATCH", `/comments/${posted.id}`, cast.creator, { body: "Typo here" });
    expect(edited.status).toBe(200);
    expect(edited.body.comment).toMatchObject({ body: "Typo here", editedAt: clock.now().toISOString() });
    clock.advance(2 * MINUTE);
    const late = await call("PATCH", `/comments/${posted.id}`, cast.creator, { body: "Too late" });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("edit_window_closed");
  });

  it("are-deleted-by-their-author-and-a-thread-keeps-its-replies", async () => {
    const prompt = ids.premium;
    const parent = (await comment(prompt, cast.admin, "Parent")).body.comment;
    await comment(prompt, cast.creator, "Answer", parent.id);
    expect((await call("DELETE", `/comments/${parent.id}`, cast.creator)).status).toBe(403);
    expect((await call("DELETE", `/comments/${parent.id}`, cast.admin)).status).toBe(204);
    const thread = (await call("GET", `/prompts/${prompt}/comments`, cast.legend)).body.comments.find(
      (c: { id: number }) => c.id === parent.id,
    );
    expect(thread).toMatchObject({ deleted: true, body: null, author: null });
    expect(thread.replies[0].body).toBe("Answer");
    const lone = (await comment(prompt, cast.creator, "Alone")).body.comment;
    await call("DELETE", `/comments/${lone.id}`, cast.creator);
    const after = (await call("GET", `/prompts/${prompt}/comments`, cast.legend)).body.comments;
    expect(after.some((c: { id: number }) => c.id === lone.id)).toBe(false);
  });

  it("are-limited-to-10-an-hour-with-a-clear-refusal", async () => {
    const member = cast.legend;
    clock.advance(2 * 60 * MINUTE);
    for (let i = 0; i < 10; i++) {
      expect((await comment(ids.open, member, `Comment ${i}`)).status).toBe(201);
      clock.advance(MINUTE);
    }
    const refused = await call("POST", `/prompts/${ids.open}/comments`, member, { body: "Eleventh" });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("comment_limit");
    const app = communityApiFor(test.db, clock).app;
    const response = await app.request(`/api/v1/prompts/${ids.open}/comments`, {
      method: "POST",
      headers: { authorization: `Bearer ${member.sessionToken}`, "content-type": "application/json" },
      body: JSON.stringify({ body: "Eleventh" }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBe(50 * 60);
    clock.advance(50 * MINUTE + 1000);
    expect((await comment(ids.open, member, "Back again")).status).toBe(201);
  });

  it("of-a-deleted-member-are-removed-and-their-votes-taken-back", async () => {
    const prompt = ids.open;
    const theirs = (await comment(prompt, cast.admin, "By the admin")).body.comment;
    await comment(prompt, cast.creator, "Answering the admin", theirs.id);
    const voted = (await comment(prompt, cast.creator, "Voted by the admin")).body.comment;
    await call("PUT", `/comments/${voted.id}/vote`, cast.admin);
    await erasePersonalData(test.db, cast.admin.userId);
    const listed = (await call("GET", `/prompts/${prompt}/comments`, cast.creator)).body.comments;
    const thread = listed.find((c: { id: number }) => c.id === theirs.id);
    expect(thread).toMatchObject({ deleted: true, body: null, author: null });
    expect(thread.replies[0].body).toBe("Answering the admin");
    expect(JSON.stringify(listed)).not.toContain(cast.admin.email);
    expect(listed.find((c: { id: number }) => c.id === voted.id).upvotes).toBe(0);
  });
  it("name-their-author-by-handle-or-as-a-member-never-by-account-name", async () => {
    clock.advance(2 * 60 * MINUTE); // past the hourly limit the earlier cases reached
    expect((await call("PUT", "/me/handle", cast.legend, { handle: "lenda-das-ideias" })).status).toBe(200);
    expect((await comment(ids.open, cast.legend, "With a handle")).status).toBe(201);
    expect((await comment(ids.open, cast.creator, "Without one")).status).toBe(201);
    const read = await call("GET", `/prompts/${ids.open}/comments`, undefined);
    const byBody = (body: string) =>
      (read.body.comments as { body: string; author: unknown }[]).find((c) => c.body === body)!.author;
    expect(byBody("With a handle")).toMatchObject({ handle: "lenda-das-ideias" });
    expect(byBody("Without one")).toEqual({ handle: null, name: null, avatarUrl: null });
  });
});

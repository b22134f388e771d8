import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditLog } from "~/server/admin/audit.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { communityApiFor, createCast, seededPrompts, type CommunityCast } from "./testing.server";

let test: TestDatabase;
let cast: CommunityCast;
let call: ReturnType<typeof communityApiFor>["call"];
let ids: Awaited<ReturnType<typeof seededPrompts>>;

beforeAll(async () => {
  test = await createTestDatabase();
  cast = await createCast(test.db);
  call = communityApiFor(test.db).call;
  ids = await seededPrompts(test.db);
}, 240_000);
afterAll(() => test.close());

describe("reports and moderation", () => {
  it("hide-a-reported-comment-for-everyone-at-once-restore-it-and-audit-both", async () => {
    const posted = (await call("POST", `/prompts/${ids.open}/comments`, cast.creator, { body: "Buy pills" }))
      .body.comment;
    const report = { targetType: "comment", targetId: posted.id, reason: "Spam" };
    expect((await call("POST", "/reports", cast.free, report)).status).toBe(403);
    const filed = await call("POST", "/reports", cast.legend, report);
    expect(filed.status).toBe(201);
    const reportId = filed.body.report.id as number;
    expect((await call("POST", `/admin/reports/${reportId}/hide`, cast.legend)).status).toBe(403);
    expect((await call("POST", `/admin/reports/${reportId}/hide`, cast.admin)).body.report.status).toBe(
      "hidden",
    );
    for (const reader of [undefined, cast.creator, cast.admin]) {
      const listed = (await call("GET", `/prompts/${ids.open}/comments`, reader)).body;
      expect(JSON.stringify(listed)).not.toContain("Buy pills");
    }
    await call("POST", `/admin/reports/${reportId}/restore`, cast.admin);
    expect(JSON.stringify((await call("GET", `/prompts/${ids.open}/comments`)).body)).toContain("Buy pills");
    const log = await listAuditLog(test.db, { limit: 10, offset: 0 });
    expect(log.items.map((entry) => entry.action)).toEqual(["report.restore", "report.hide"]);
  });

  it("hide-a-reported-member-prompt-and-refuse-a-catalogue-one", async () => {
    const fork = (await call("POST", `/prompts/${ids.open}/forks`, cast.creator)).body.prompt.id as number;
    await call("PATCH", `/prompts/${fork}`, cast.creator, { isPublished: true });
    expect(
      (await call("POST", "/reports", cast.legend, { targetType: "prompt", targetId: ids.open, reason: "x" }))
        .status,
    ).toBe(404);
    const filed = await call("POST", "/reports", cast.legend, {
      targetType: "prompt",
      targetId: fork,
      reason: "Copy",
    });
    await call("POST", `/admin/reports/${filed.body.report.id}/hide`, cast.admin);
    expect((await call("GET", `/prompts/${fork}`, cast.legend)).status).toBe(404);
  });

  it("list-reports-for-admins-only-open-oldest-first-with-what-was-reported-filtered-and-paged", async () => {
    const first = (await call("POST", `/prompts/${ids.open}/comments`, cast.creator, { body: "First bad" }))
      .body.comment.id as number;
    const second = (await call("POST", `/prompts/${ids.open}/comments`, cast.creator, { body: "Second bad" }))
      .body.comment.id as number;
    const a = (
      await call("POST", "/reports", cast.legend, { targetType: "comment", targetId: first, reason: "Rude" })
    ).body.report.id as number;
    const b = (
      await call("POST", "/reports", cast.legend, { targetType: "comment", targetId: second, reason: "Spam" })
    ).body.report.id as number;

    expect((await call("GET", "/admin/reports")).status).toBe(401);
    for (const member of [cast.free, cast.creator, cast.legend])
      expect((await call("GET", "/admin/reports", member)).status).toBe(403);
    expect((await call("GET", "/admin/reports?status=whatever", cast.admin)).status).toBe(400);

    const open = await call("GET", "/admin/reports", cast.admin);
    expect(open.status).toBe(200);
    const mine = open.body.items.filter((item: { id: number }) => [a, b].includes(item.id));
    expect(mine).toEqual([
      expect.objectContaining({
        id: a,
        targetType: "comment",
        reason: "Rude",
        text: "First bad",
        reporter: "Test Member",
        promptId: ids.open,
        status: "open",
      }),
      expect.objectContaining({ id: b, reason: "Spam", text: "Second bad" }),
    ]);
    const ids_ = open.body.items.map((item: { id: number }) => item.id);
    expect(ids_.indexOf(a)).toBeLessThan(ids_.indexOf(b));

    const paged = await call("GET", `/admin/reports?limit=1&offset=${open.body.total - 1}`, cast.admin);
    expect(paged.body.total).toBe(open.body.total);
    expect(paged.body.items.map((item: { id: number }) => item.id)).toEqual([ids_.at(-1)]);

    await call("POST", `/admin/reports/${a}/hide`, cast.admin);
    await call("POST", `/admin/reports/${b}/dismiss`, cast.admin);
    const stillOpen = (await call("GET", "/admin/reports", cast.admin)).body.items.map(
      (item: { id: number }) => item.id,
    );
    expect(stillOpen).not.toContain(a);
    expect(stillOpen).not.toContain(b);
    const hidden = (await call("GET", "/admin/reports?status=hidden", cast.admin)).body.items;
    expect(hidden.map((item: { id: number }) => item.id)).toContain(a);
    const dismissed = (await call("GET", "/admin/reports?status=dismissed", cast.admin)).body.items;
    expect(dismissed.map((item: { id: number }) => item.id)).toEqual([b]);
  });

  it("a-member-prompt-hidden-by-moderation-cannot-be-published-again-by-its-author", async () => {
    const fork = (await call("POST", `/prompts/${ids.open}/forks`, cast.creator)).body.prompt.id as number;
    await call("PATCH", `/prompts/${fork}`, cast.creator, { isPublished: true });
    const filed = await call("POST", "/reports", cast.legend, {
      targetType: "prompt",
      targetId: fork,
      reason: "Stolen",
    });
    const listed = (await call("GET", "/admin/reports", cast.admin)).body.items.find(
      (item: { id: number }) => item.id === filed.body.report.id,
    );
    expect(listed).toMatchObject({ targetType: "prompt", targetId: fork, promptId: fork });
    expect(typeof listed.text).toBe("string");
    await call("POST", `/admin/reports/${filed.body.report.id}/hide`, cast.admin);

    const again = await call("PATCH", `/prompts/${fork}`, cast.creator, { isPublished: true });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe("hidden_by_moderation");
    // The author still edits it privately.
    expect((await call("PATCH", `/prompts/${fork}`, cast.creator, { title: "Mine now" })).status).toBe(200);
    expect((await call("GET", `/prompts/${fork}`, cast.legend)).status).toBe(404);

    await call("POST", `/admin/reports/${filed.body.report.id}/restore`, cast.admin);
    expect((await call("GET", `/prompts/${fork}`, cast.legend)).status).toBe(200);
    expect((await call("PATCH", `/prompts/${fork}`, cast.creator, { isPublished: false })).status).toBe(200);
    expect((await call("PATCH", `/prompts/${fork}`, cast.creator, { isPublished: true })).status).toBe(200);
  });
});

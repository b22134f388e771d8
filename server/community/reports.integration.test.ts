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
});

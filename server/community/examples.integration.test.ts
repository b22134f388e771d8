import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLES_PER_HOUR } from "~/core/forms/examples";
import { erasePersonalData } from "~/server/features.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { promptExamples } from "./schema";
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
}, 180_000);
afterAll(() => test.close());

describe("examples of what a prompt made", () => {
  it("are-added-by-creator-legend-and-admins-only", async () => {
    const body = { body: "A short poem about the sea.", model: "GPT-4o" };
    expect((await call("POST", `/prompts/${ids.open}/examples`, undefined, body)).status).toBe(401);
    const refused = await call("POST", `/prompts/${ids.open}/examples`, cast.free, body);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "plan_required" });
    const added = await call("POST", `/prompts/${ids.open}/examples`, cast.creator, body);
    expect(added.status).toBe(201);
    expect(added.body.example).toMatchObject({
      body: "A short poem about the sea.",
      model: "GPT-4o",
      mine: true,
      author: { handle: null, name: null },
    });
  });

  it("refuse-empty-or-too-long-text", async () => {
    for (const body of ["  ", "x".repeat(5_001)])
      expect((await call("POST", `/prompts/${ids.open}/examples`, cast.creator, { body })).status).toBe(400);
    expect(
      (
        await call("POST", `/prompts/${ids.open}/examples`, cast.creator, {
          body: "ok",
          model: "m".repeat(61),
        })
      ).status,
    ).toBe(400);
  });

  it("on-a-locked-prompt-are-seen-only-by-readers-of-its-text", async () => {
    const added = await call("POST", `/prompts/${ids.forbidden}/examples`, cast.legend, {
      body: "Secret output",
    });
    expect(added.status).toBe(201);
    // A Creator cannot read a Legend-only prompt: no example, no count, no way to add, vote or report.
    const creatorView = await call("GET", `/prompts/${ids.forbidden}/examples`, cast.creator);
    expect(creatorView.body).toMatchObject({ locked: true, total: 0, examples: [] });
    expect(JSON.stringify(creatorView.body)).not.toContain("Secret output");
    expect((await call("GET", `/prompts/${ids.forbidden}/examples`)).body).toMatchObject({ locked: true });
    expect(
      (await call("POST", `/prompts/${ids.forbidden}/examples`, cast.creator, { body: "x" })).status,
    ).toBe(403);
    const id = added.body.example.id;
    expect((await call("PUT", `/examples/${id}/vote`, cast.creator)).status).toBe(404);
    const report = { targetType: "example", targetId: id, reason: "spam" };
    expect((await call("POST", "/reports", cast.creator, report)).status).toBe(404);
    // The premium prompt's examples are for Creator and up, not for Explorer or visitors.
    await call("POST", `/prompts/${ids.premium}/examples`, cast.creator, { body: "Premium output" });
    const freeView = await call("GET", `/prompts/${ids.premium}/examples`, cast.free);
    expect(freeView.body).toMatchObject({ locked: true, examples: [] });
    const legendView = await call("GET", `/prompts/${ids.forbidden}/examples`, cast.legend);
    expect(legendView.body.examples.map((e: { body: string }) => e.body)).toEqual(["Secret output"]);
  });

  it("are-upvoted-once-per-member-undone-and-sorted-newest-or-top", async () => {
    const older = (await call("POST", `/prompts/${ids.open}/examples`, cast.legend, { body: "Older one" }))
      .body.example.id;
    const newer = (await call("POST", `/prompts/${ids.open}/examples`, cast.admin, { body: "Newer one" }))
      .body.example.id;
    expect((await call("PUT", `/examples/${older}/vote`, cast.creator)).body).toEqual({
      upvotes: 1,
      voted: true,
    });
    expect((await call("PUT", `/examples/${older}/vote`, cast.creator)).body).toEqual({
      upvotes: 1,
      voted: true,
    });
    expect((await call("PUT", `/examples/${older}/vote`, cast.admin)).body).toEqual({
      upvotes: 2,
      voted: true,
    });
    expect((await call("DELETE", `/examples/${older}/vote`, cast.admin)).body).toEqual({
      upvotes: 1,
      voted: false,
    });
    expect((await call("PUT", `/examples/${older}/vote`, cast.free)).status).toBe(403);
    const newest = await call("GET", `/prompts/${ids.open}/examples`);
    expect(newest.body.examples[0].id).toBe(newer);
    const top = await call("GET", `/prompts/${ids.open}/examples?sort=top`, cast.creator);
    expect(top.body.examples[0]).toMatchObject({ id: older, upvotes: 1, voted: true });
  });

  it("are-deleted-by-their-author-only", async () => {
    const id = (await call("POST", `/prompts/${ids.open}/examples`, cast.legend, { body: "To delete" })).body
      .example.id;
    expect((await call("DELETE", `/examples/${id}`, cast.creator)).status).toBe(403);
    expect((await call("DELETE", `/examples/${id}`, cast.legend)).status).toBe(204);
    const list = await call("GET", `/prompts/${ids.open}/examples`);
    expect(list.body.examples.some((e: { id: number }) => e.id === id)).toBe(false);
  });

  it("hidden-on-a-report-disappear-for-everyone-and-come-back-when-restored", async () => {
    const id = (await call("POST", `/prompts/${ids.open}/examples`, cast.legend, { body: "Rude output" }))
      .body.example.id;
    // Anyone signed in who sees it may report it, an Explorer too.
    const filed = await call("POST", "/reports", cast.free, {
      targetType: "example",
      targetId: id,
      reason: "rude",
    });
    expect(filed.status).toBe(201);
    const listed = await call("GET", "/admin/reports", cast.admin);
    expect(listed.body.items).toContainEqual(
      expect.objectContaining({
        targetType: "example",
        targetId: id,
        text: "Rude output",
        promptId: ids.open,
      }),
    );
    const reportId = filed.body.report.id;
    expect((await call("POST", `/admin/reports/${reportId}/hide`, cast.admin)).status).toBe(200);
    for (const member of [undefined, cast.free, cast.legend, cast.admin]) {
      const list = await call("GET", `/prompts/${ids.open}/examples`, member);
      expect(list.body.examples.some((e: { id: number }) => e.id === id)).toBe(false);
    }
    expect((await call("PUT", `/examples/${id}/vote`, cast.creator)).status).toBe(404);
    expect((await call("POST", `/admin/reports/${reportId}/restore`, cast.admin)).status).toBe(200);
    const back = await call("GET", `/prompts/${ids.open}/examples`);
    expect(back.body.examples.some((e: { id: number }) => e.id === id)).toBe(true);
  });

  it("are-limited-to-ten-an-hour-with-a-clear-refusal", async () => {
    const { call: callAt } = communityApiFor(test.db, { now: () => new Date(Date.now() + 3 * 3600_000) });
    for (let i = 0; i < EXAMPLES_PER_HOUR; i++)
      expect(
        (await callAt("POST", `/prompts/${ids.open}/examples`, cast.creator, { body: `n${i}` })).status,
      ).toBe(201);
    const refused = await callAt("POST", `/prompts/${ids.open}/examples`, cast.creator, { body: "one more" });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "example_limit" });
    expect(refused.body.error).toContain("10 examples");
  });
});

describe("how many examples a prompt has", () => {
  it("counts-every-visible-example-beyond-the-hundred-shown-and-none-hidden", async () => {
    const before = (await call("GET", `/prompts/${ids.premium}/examples`, cast.legend)).body.total as number;
    const now = new Date();
    const rows = Array.from({ length: 103 }, (_, index) => ({
      promptId: ids.premium,
      authorId: cast.legend.userId,
      body: `Example ${index + 1}`,
      createdAt: new Date(now.getTime() - index * 1000),
      hiddenAt: index >= 101 ? now : null,
    }));
    await test.db.insert(promptExamples).values(rows);
    const read = await call("GET", `/prompts/${ids.premium}/examples`, cast.legend);
    expect(read.body.examples).toHaveLength(100);
    expect(read.body.total).toBe(before + 101);
  });
});

describe("handles", () => {
  it("are-3-to-30-lowercase-letters-digits-or-hyphens-and-not-reserved", async () => {
    for (const handle of ["ab", "a".repeat(31), "has space", "under_score", "admin", "Support", "API"]) {
      const refused = await call("PUT", "/me/handle", cast.creator, { handle });
      expect(refused.status, handle).toBe(400);
    }
    const set = await call("PUT", "/me/handle", cast.creator, { handle: "Ana-Writes" });
    expect(set.body).toEqual({ handle: "ana-writes" });
  });

  it("are-unique-whatever-the-case", async () => {
    const taken = await call("PUT", "/me/handle", cast.legend, { handle: "ANA-writes" });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "handle_taken" });
    expect((await call("PUT", "/me/handle", cast.creator, { handle: "ana-writes" })).status).toBe(200);
  });

  it("show-the-members-name-beside-their-examples-and-go-with-their-account", async () => {
    const list = await call("GET", `/prompts/${ids.open}/examples`);
    const theirs = list.body.examples.find((e: { body: string }) => e.body === "A short poem about the sea.");
    expect(theirs.author).toMatchObject({ handle: "ana-writes", name: "Test Member" });
    await erasePersonalData(test.db, cast.creator.userId);
    expect((await call("PUT", "/me/handle", cast.legend, { handle: "ana-writes" })).status).toBe(200);
  });
});

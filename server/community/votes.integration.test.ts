import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prompts } from "~/server/catalog/schema";
import { erasePersonalData } from "~/server/features.server";
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
}, 180_000);
afterAll(() => test.close());

const storedCount = async (id: number) =>
  (await test.db.select({ upvotes: prompts.upvotes }).from(prompts).where(eq(prompts.id, id)))[0]!.upvotes;

describe("upvotes on prompts", () => {
  it("are-for-creator-legend-and-admins-only", async () => {
    expect((await call("PUT", `/prompts/${ids.open}/vote`)).status).toBe(401);
    const refused = await call("PUT", `/prompts/${ids.open}/vote`, cast.free);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "plan_required", upgradeUrl: "/pricing" });
    for (const member of [cast.creator, cast.legend, cast.admin]) {
      expect((await call("PUT", `/prompts/${ids.open}/vote`, member)).status).toBe(200);
    }
    expect(await storedCount(ids.open)).toBe(3);
  });

  it("count-one-per-member-and-undo", async () => {
    const id = ids.premium;
    const first = await call("PUT", `/prompts/${id}/vote`, cast.creator);
    expect(first.body).toEqual({ upvotes: 1, voted: true });
    expect((await call("PUT", `/prompts/${id}/vote`, cast.creator)).body).toEqual({
      upvotes: 1,
      voted: true,
    });
    expect((await call("PUT", `/prompts/${id}/vote`, cast.legend)).body).toEqual({ upvotes: 2, voted: true });
    expect((await call("DELETE", `/prompts/${id}/vote`, cast.creator)).body).toEqual({
      upvotes: 1,
      voted: false,
    });
    expect((await call("DELETE", `/prompts/${id}/vote`, cast.creator)).body).toEqual({
      upvotes: 1,
      voted: false,
    });
    expect(await storedCount(id)).toBe(1);
  });

  it("need-a-prompt-the-member-can-find", async () => {
    expect((await call("PUT", `/prompts/999999/vote`, cast.creator)).status).toBe(404);
    expect((await call("PUT", `/prompts/abc/vote`, cast.creator)).status).toBe(404);
  });

  it("are-shown-on-the-prompts-cards", async () => {
    const listed = await call("GET", `/prompts/${ids.open}`);
    expect(listed.body.prompt?.upvotes ?? listed.body.upvotes).toBe(3);
  });

  it("go-with-a-deleted-member-and-the-count-follows", async () => {
    await erasePersonalData(test.db, cast.legend.userId);
    expect(await storedCount(ids.open)).toBe(2);
    expect(await storedCount(ids.premium)).toBe(0);
  });
});

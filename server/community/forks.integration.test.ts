import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { communityApiFor, createCast, seededPrompts, type CommunityCast } from "./testing.server";
import { forkSourceOf } from "./forks.server";

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

describe("make my version", () => {
  it("is-for-creator-legend-and-admins-on-prompts-they-can-read", async () => {
    expect((await call("POST", `/prompts/${ids.open}/forks`)).status).toBe(401);
    expect((await call("POST", `/prompts/${ids.open}/forks`, cast.free)).status).toBe(403);
    const refused = await call("POST", `/prompts/${ids.forbidden}/forks`, cast.creator);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("cannot_fork");
    expect((await call("POST", `/prompts/${ids.forbidden}/forks`, cast.legend)).status).toBe(201);
  });

  it("makes-a-private-copy-linked-to-its-original-until-it-is-published", async () => {
    const original = (await call("GET", `/prompts/${ids.premium}`, cast.creator)).body;
    const made = await call("POST", `/prompts/${ids.premium}/forks`, cast.creator);
    expect(made.status).toBe(201);
    const forkId = made.body.prompt.id as number;
    const mine = (await call("GET", "/me/prompts", cast.creator)).body.items.find(
      (item: { id: number }) => item.id === forkId,
    );
    expect(mine).toMatchObject({
      isPublished: false,
      isPremium: false,
      promptText: original.prompt.promptText,
    });
    // Private: no one else finds it, and the original lists no published version yet.
    expect((await call("GET", `/prompts/${forkId}`, cast.legend)).status).toBe(404);
    expect((await call("GET", `/prompts/${forkId}`)).status).toBe(404);
    expect((await call("GET", `/prompts/${ids.premium}/forks`)).body).toEqual({ total: 0, items: [] });

    expect((await call("PATCH", `/prompts/${forkId}`, cast.creator, { isPublished: true })).status).toBe(200);
    const versions = (await call("GET", `/prompts/${ids.premium}/forks`)).body;
    expect(versions).toMatchObject({ total: 1, items: [{ id: forkId, title: original.prompt.title }] });
    expect(await forkSourceOf(test.db, { kind: "anonymous" }, forkId, "en")).toEqual({
      id: ids.premium,
      title: original.prompt.title,
    });
  });
});

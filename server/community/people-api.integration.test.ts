import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { communityOverview, publicProfile } from "./people.server";
import { communityApiFor, createCast, seededPrompts, type CommunityCast } from "./testing.server";

let test: TestDatabase;
let cast: CommunityCast;
let call: ReturnType<typeof communityApiFor>["call"];
let ids: Awaited<ReturnType<typeof seededPrompts>>;
let published: number;
let premiumText: string;

beforeAll(async () => {
  test = await createTestDatabase();
  cast = await createCast(test.db);
  call = communityApiFor(test.db).call;
  ids = await seededPrompts(test.db);
  expect((await call("PUT", "/me/handle", cast.creator, { handle: "ana-writes" })).status).toBe(200);
  published = (await call("POST", `/prompts/${ids.open}/forks`, cast.creator)).body.prompt.id;
  expect((await call("PATCH", `/prompts/${published}`, cast.creator, { isPublished: true })).status).toBe(
    200,
  );
  // A private one stays off the profile.
  expect((await call("POST", `/prompts/${ids.premium}/forks`, cast.creator)).status).toBe(201);
  expect((await call("PUT", `/prompts/${published}/vote`, cast.legend)).status).toBe(200);
  expect((await call("PUT", `/prompts/${ids.premium}/vote`, cast.legend)).status).toBe(200);
  premiumText = (await call("GET", `/prompts/${ids.premium}`, cast.legend)).body.prompt.promptText;
  expect(premiumText.length).toBeGreaterThan(20);
}, 240_000);
afterAll(() => test.close());

describe("the community's pages as JSON", () => {
  it("a-profile-by-handle-lists-the-members-published-prompts-like-its-page", async () => {
    const answer = await call("GET", "/members/Ana-Writes");
    expect(answer.status).toBe(200);
    expect(answer.body.profile).toMatchObject({ handle: "ana-writes", upvotesReceived: 1 });
    expect(answer.body.profile.prompts.map((prompt: { id: number }) => prompt.id)).toEqual([published]);
    const page = await publicProfile(test.db, "ana-writes", "en", new Date());
    expect(answer.body.profile.prompts.map((prompt: { id: number }) => prompt.id)).toEqual(
      page!.prompts.map((prompt) => prompt.id),
    );
    expect(JSON.stringify(answer.body)).not.toContain("promptText");
  });

  it("an-unknown-or-malformed-handle-is-a-404", async () => {
    expect((await call("GET", "/members/no-one-has-this")).body).toMatchObject({ code: "member_not_found" });
    expect((await call("GET", "/members/not%20a%20handle!")).status).toBe(404);
  });

  it("the-community-lists-hold-what-the-page-shows-and-never-a-locked-prompts-text", async () => {
    const answer = await call("GET", "/community");
    expect(answer.status).toBe(200);
    const page = await communityOverview(test.db, "en", new Date());
    const idsOf = (list: { id: number }[]) => list.map((prompt) => prompt.id);
    for (const list of ["week", "month", "newest"] as const)
      expect(idsOf(answer.body[list])).toEqual(idsOf(page[list]));
    expect(idsOf(answer.body.week)).toEqual(expect.arrayContaining([published, ids.premium]));
    expect(answer.body.week.find((prompt: { id: number }) => prompt.id === published)).toMatchObject({
      recentUpvotes: 1,
    });
    expect(answer.body.helpful).toContainEqual({
      handle: "ana-writes",
      name: expect.any(String),
      avatarUrl: null,
      upvotes: 1,
    });
    expect(JSON.stringify(answer.body)).not.toContain(premiumText.slice(0, 40));
  });

  it("both-are-in-the-api-document", async () => {
    const document = (await call("GET", "/openapi.json")).body;
    expect(document.paths["/community"].get.operationId).toBe("getCommunity");
    expect(document.paths["/members/{handle}"].get.operationId).toBe("getMemberProfile");
  });

  it("answers-in-the-callers-language", async () => {
    const pt = await call("GET", "/community", undefined, undefined, "pt");
    const page = await communityOverview(test.db, "pt", new Date());
    expect(pt.body.week.map((prompt: { title: string }) => prompt.title)).toEqual(
      page.week.map((prompt) => prompt.title),
    );
  });
});

import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { bearer, callApi, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { grantPlan } from "~/server/billing/testing.server";
import { exportPersonalData } from "~/server/features.server";
import { createApiV1 } from "~/server/http/api/v1.server";
import { createTestClock } from "~/server/jobs/clock.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";

let testDb: TestDatabase;
let auth: Auth;
let app: Hono;
let owner: TestMember;
let other: TestMember;
const clock = createTestClock(new Date("2031-03-09T12:00:00Z"));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the JSON by path
type Json = Record<string, any>;

const call = (method: string, path: string, member?: TestMember, body?: unknown) =>
  callApi(app, method, path, member, body, "en");

/** The text a side of a diff shows: unchanged runs and that side's own changes. */
const side = (parts: Json[], which: "from" | "to") =>
  parts
    .filter((part) => (which === "from" ? !part.added : !part.removed))
    .map((part) => part.value as string)
    .join("");
const words = (parts: Json[], kind: "added" | "removed") =>
  parts
    .filter((part) => part[kind])
    .map((part) => (part.value as string).trim())
    .filter(Boolean);

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db, clock }));
  [owner, other] = await Promise.all([createTestMember(auth, testDb.db), createTestMember(auth, testDb.db)]);
  await Promise.all([
    grantPlan(testDb.db, owner.userId, "legend"),
    grantPlan(testDb.db, other.userId, "legend"),
  ]);
});
afterAll(async () => {
  await testDb.close();
});

let made = 0;
async function promptEditedTwice(member: TestMember) {
  const project = (await call("POST", "/projects", member, { name: `Spring launch ${++made}` })).body
    .project as Json;
  const prompt = (
    await call("POST", "/locker/prompts", member, {
      title: "Launch email",
      content: "Write a short email announcing our spring sale to loyal customers.",
      tags: ["email"],
    })
  ).body.prompt as Json;
  await call("PATCH", `/locker/prompts/${prompt.id}`, member, {
    content: "Write a warm email announcing our spring sale to loyal customers.",
    changeNote: "warmer",
  });
  await call("PATCH", `/locker/prompts/${prompt.id}`, member, {
    content: "Write a warm email announcing our summer sale to new customers.",
    tags: ["email", "sale"],
    projectId: project.id,
  });
  return prompt;
}

describe("comparing two versions of a Vault prompt", () => {
  it("lists-every-version-numbered-with-the-present-one-and-diffs-any-two-word-by-word", async () => {
    const prompt = await promptEditedTwice(owner);
    const list = (await call("GET", `/locker/prompts/${prompt.id}/versions`, owner)).body;
    expect(list.current).toMatchObject({ number: 3, content: expect.stringContaining("summer sale") });
    expect(list.items.map((version: Json) => [version.number, version.note])).toEqual([
      [2, "warmer"],
      [1, null],
    ]);

    const [second, first] = list.items as Json[];
    const oldest = await call(
      "GET",
      `/locker/prompts/${prompt.id}/versions/diff?from=${first!.id}&to=${list.current.id}`,
      owner,
    );
    expect(oldest.status).toBe(200);
    expect(oldest.body.from).toMatchObject({ id: first!.id, number: 1 });
    expect(oldest.body.to).toMatchObject({ id: list.current.id, number: 3 });
    const field = (name: string) => (oldest.body.fields as Json[]).find((entry) => entry.field === name)!;
    expect(field("content").changed).toBe(true);
    expect(words(field("content").parts, "removed")).toEqual(["short", "spring", "loyal"]);
    expect(words(field("content").parts, "added")).toEqual(["warm", "summer", "new"]);
    expect(side(field("content").parts, "from")).toBe(
      "Write a short email announcing our spring sale to loyal customers.",
    );
    expect(side(field("content").parts, "to")).toBe(
      "Write a warm email announcing our summer sale to new customers.",
    );
    expect(field("title")).toMatchObject({ changed: false });
    expect(field("tags")).toMatchObject({ changed: true });
    // The project by its name, not its id.
    expect(side(field("project").parts, "to")).toMatch(/^Spring launch \d+$/);

    // Any two, in either order; one version with itself changes nothing.
    const between = (
      await call(
        "GET",
        `/locker/prompts/${prompt.id}/versions/diff?from=${second!.id}&to=${first!.id}`,
        owner,
      )
    ).body as Json;
    expect(
      words((between.fields as Json[]).find((entry) => entry.field === "content")!.parts, "added"),
    ).toEqual(["short"]);
    const same = (
      await call("GET", `/locker/prompts/${prompt.id}/versions/diff?from=${first!.id}&to=${first!.id}`, owner)
    ).body as Json;
    expect((same.fields as Json[]).every((entry) => !entry.changed)).toBe(true);
  });

  it("another-members-versions-are-never-readable", async () => {
    const prompt = await promptEditedTwice(owner);
    const list = (await call("GET", `/locker/prompts/${prompt.id}/versions`, owner)).body;
    const [latest] = list.items as Json[];
    const diffPath = `/locker/prompts/${prompt.id}/versions/diff?from=${latest!.id}&to=${list.current.id}`;
    for (const path of [`/locker/prompts/${prompt.id}/versions`, diffPath]) {
      const answer = await call("GET", path, other);
      expect(answer.status, path).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain("spring");
    }
    // Their own prompt's address with the owner's version ids: still nothing of the owner's.
    const theirs = (await call("POST", "/locker/prompts", other, { title: "Mine", content: "my text" })).body
      .prompt as Json;
    const borrowed = await call(
      "GET",
      `/locker/prompts/${theirs.id}/versions/diff?from=${latest!.id}&to=${list.current.id}`,
      other,
    );
    expect(borrowed.status).toBe(404);
    expect(borrowed.body.code).toBe("version_not_found");
    expect(JSON.stringify(borrowed.body)).not.toContain("spring");
    expect((await call("GET", diffPath)).status).toBe(401);
  });

  it("refuses-a-bad-version-id-with-a-400-and-an-unknown-prompt-with-a-404", async () => {
    const prompt = await promptEditedTwice(owner);
    for (const query of ["from=abc&to=1", "from=1", "from=0&to=1", "from=1&to=99999999999999"])
      expect(
        (await call("GET", `/locker/prompts/${prompt.id}/versions/diff?${query}`, owner)).status,
        query,
      ).toBe(400);
    expect((await call("GET", "/locker/prompts/not-a-uuid/versions/diff?from=1&to=2", owner)).status).toBe(
      404,
    );
    expect(
      (await call("GET", `/locker/prompts/${prompt.id}/versions/diff?from=2147483000&to=2147483001`, owner))
        .body.code,
    ).toBe("version_not_found");
  });

  it("names-the-export-after-the-apps-day-and-the-account-export-carries-each-prompts-versions", async () => {
    const member = await createTestMember(auth, testDb.db);
    await grantPlan(testDb.db, member.userId, "legend");
    const prompt = await promptEditedTwice(member);
    clock.set(new Date("2031-03-10T09:00:00Z"));
    const file = await app.request("/api/v1/locker/export?format=json", {
      headers: bearer(member.sessionToken),
    });
    expect(file.headers.get("content-disposition")).toBe(
      'attachment; filename="promptario-locker-2031-03-10.json"',
    );
    const json = (await file.json()) as Json;
    expect(json.exportedAt).toBe("2031-03-10T09:00:00.000Z");
    expect(json.prompts[0].versions.map((version: Json) => version.content)).toEqual([
      "Write a warm email announcing our spring sale to loyal customers.",
      "Write a short email announcing our spring sale to loyal customers.",
    ]);

    const exported = (await exportPersonalData(testDb.db, member.userId)) as unknown as {
      locker: { prompts: Json[]; promptFile: Json };
      versions: { ownPrompts: Json[] };
    };
    const [saved] = exported.locker.prompts;
    expect(saved!.id).toBe(prompt.id);
    expect(saved!.versions.map((version: Json) => [version.note, version.content.split(" ")[2]])).toEqual([
      [null, "short"],
      ["warmer", "warm"],
      [null, "warm"],
    ]);
    expect(exported.locker.promptFile.prompts[0].versions).toHaveLength(2);
    // Locker versions are the locker's part only.
    expect(exported.versions.ownPrompts).toEqual([]);
  });
});

import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "~/server/accounts/auth.server";
import { userRoles } from "~/server/accounts/schema";
import { bearer, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { grantPlan } from "~/server/billing/testing.server";
import { exportPersonalData } from "~/server/features.server";
import { createApiV1 } from "~/server/http/api/v1.server";
import { listVersionsForExport, versionCount } from "./versions.server";

let testDb: TestDatabase;
let auth: Auth;
let app: Hono;
let author: TestMember;
let other: TestMember;
let admin: TestMember;

const PROMPT = {
  title: "Meeting notes to action items",
  description: "Turns raw meeting notes into a clear list of owners and deadlines.",
  categoryId: "consulting",
  tags: ["meetings"],
  promptText: "From these notes about [project], list every action item with its owner.",
  language: "en",
};

async function call(method: string, path: string, member?: TestMember, body?: unknown) {
  const response = await app.request(`/api/v1${path}`, {
    method,
    headers: {
      ...(member ? bearer(member.sessionToken) : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the JSON by path
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, any> };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
  author = await createTestMember(auth, testDb.db);
  other = await createTestMember(auth, testDb.db);
  admin = await createTestMember(auth, testDb.db);
  await testDb.db.insert(userRoles).values({ userId: admin.userId, role: "admin" });
});
afterAll(async () => {
  await testDb.close();
});

type Exported = Record<string, { savedOnOthersPrompts?: unknown[] }>;

/** The text a side of a diff shows: unchanged runs and that side's own changes. */
const side = (parts: { value: string; added?: boolean; removed?: boolean }[], which: "from" | "to") =>
  parts
    .filter((part) => (which === "from" ? !part.added : !part.removed))
    .map((part) => part.value)
    .join("");

describe("a member's prompt keeps a version of every save", () => {
  it("saves-notes-diffs-word-by-word-and-restores-as-a-new-version", async () => {
    const created = await call("POST", "/prompts", author, { ...PROMPT, changeNote: "First draft" });
    expect(created.status).toBe(201);
    const id = created.body.prompt.id as number;
    const edited = await call("PATCH", `/prompts/${id}`, author, {
      promptText: "From these notes about [project], list every action item with its owner and a due date.",
      changeNote: "Ask for due dates",
    });
    expect(edited.status).toBe(200);
    // Publishing changes no text: no version.
    expect((await call("PATCH", `/prompts/${id}`, author, { isPublished: true })).status).toBe(200);

    const list = await call("GET", `/prompts/${id}/versions`, author);
    expect(list.status).toBe(200);
    expect(list.body.items).toMatchObject([
      { number: 2, note: "Ask for due dates", authorName: expect.any(String) },
      { number: 1, note: "First draft" },
    ]);
    const [newer, older] = list.body.items as { id: number }[];

    const diff = await call("GET", `/prompts/${id}/versions/diff?from=${older!.id}&to=${newer!.id}`, author);
    expect(diff.status).toBe(200);
    const text = diff.body.fields.find((field: { field: string }) => field.field === "en.promptText");
    expect(text.changed).toBe(true);
    expect(
      text.parts
        .filter((part: { added?: boolean }) => part.added)
        .map((part: { value: string }) => part.value)
        .join(""),
    ).toContain("due date");
    expect(side(text.parts, "from")).toBe(PROMPT.promptText);
    expect(diff.body.fields.find((field: { field: string }) => field.field === "en.title").changed).toBe(
      false,
    );

    const one = await call("GET", `/prompts/${id}/versions/${older!.id}`, author);
    expect(one.body.version.fields).toContainEqual({ field: "en.promptText", text: PROMPT.promptText });

    const restored = await call("POST", `/prompts/${id}/versions/${older!.id}/restore`, author, {
      changeNote: "Back to the short one",
    });
    expect(restored.status).toBe(200);
    expect(restored.body.version).toMatchObject({ number: 3, note: "Back to the short one" });
    expect((await call("GET", `/prompts/${id}`, author)).body.prompt.promptText).toBe(PROMPT.promptText);
    expect((await call("GET", `/prompts/${id}/versions`, author)).body.items).toHaveLength(3);

    // Readers of the published prompt: a count, never the texts.
    expect(await versionCount(testDb.db, id)).toMatchObject({ count: 3, lastAt: expect.any(String) });
    expect((await call("GET", `/prompts/${id}/versions`, other)).status).toBe(404);
    expect((await call("GET", `/prompts/${id}/versions/${older!.id}`, other)).status).toBe(404);
    expect((await call("POST", `/prompts/${id}/versions/${older!.id}/restore`, other, {})).status).toBe(404);
    expect((await call("GET", `/prompts/${id}/versions`)).status).toBe(401);
    // An admin reads any prompt's history.
    expect((await call("GET", `/prompts/${id}/versions`, admin)).body.items).toHaveLength(3);
  });

  it("refuses-bad-input-with-a-4xx", async () => {
    const id = (await call("POST", "/prompts", author, PROMPT)).body.prompt.id as number;
    const [version] = (await call("GET", `/prompts/${id}/versions`, author)).body.items as { id: number }[];
    expect((await call("GET", `/prompts/${id}/versions/diff?from=abc&to=1`, author)).status).toBe(400);
    expect((await call("GET", `/prompts/${id}/versions/999999`, author)).status).toBe(404);
    expect(
      (await call("GET", `/prompts/${id}/versions/diff?from=${version!.id}&to=999999`, author)).status,
    ).toBe(404);
    const long = await call("POST", `/prompts/${id}/versions/${version!.id}/restore`, author, {
      changeNote: "x".repeat(281),
    });
    expect(long.status).toBe(400);
    expect((await call("PATCH", `/prompts/${id}`, author, { changeNote: "y".repeat(281) })).status).toBe(400);
    // Another prompt's version is not this prompt's.
    const otherId = (await call("POST", "/prompts", author, PROMPT)).body.prompt.id as number;
    expect((await call("GET", `/prompts/${otherId}/versions/${version!.id}`, author)).status).toBe(404);
  });
});

describe("a catalogue prompt's history is the admins'", () => {
  it("keeps-the-text-before-the-first-edit-and-restores-it", async () => {
    const before = (await call("GET", "/admin/prompts/1", admin)).body.prompt;
    const edited = await call("PATCH", "/admin/prompts/1", admin, {
      translations: { en: { title: "A sharper title" } },
      changeNote: "Shorter title",
    });
    expect(edited.status).toBe(200);
    const list = await call("GET", "/prompts/1/versions", admin);
    expect(list.body.items).toMatchObject([
      { number: 2, note: "Shorter title", authorName: expect.any(String) },
      { number: 1, note: null, authorName: null },
    ]);
    await grantPlan(testDb.db, other.userId, "legend");
    expect((await call("GET", "/prompts/1/versions", other)).status).toBe(404);

    const original = list.body.items[1].id as number;
    expect((await call("POST", `/prompts/1/versions/${original}/restore`, admin, {})).status).toBe(200);
    expect((await call("GET", "/admin/prompts/1", admin)).body.prompt.translations.en.title).toBe(
      before.translations.en.title,
    );
    expect((await call("GET", "/prompts/1/versions", admin)).body.items).toHaveLength(3);
  });
});

describe("the locker's versions go through the same module", () => {
  it("keeps-each-save-exports-it-and-lists-the-ones-before", async () => {
    await grantPlan(testDb.db, author.userId, "legend");
    const saved = await call("POST", "/locker/prompts", author, {
      title: "Cold email",
      content: "Hello [name]",
    });
    expect(saved.status).toBe(201);
    const id = saved.body.prompt.id as string;
    await call("PATCH", `/locker/prompts/${id}`, author, { content: "Hi [name]", changeNote: "Friendlier" });
    const earlier = await call("GET", `/locker/prompts/${id}/versions`, author);
    expect(earlier.body.items).toMatchObject([{ content: "Hello [name]" }]);

    const exported = await listVersionsForExport(testDb.db, author.userId);
    expect(exported.filter((version) => version.lockerPromptId === id)).toMatchObject([
      { snapshot: { kind: "locker", content: "Hello [name]" }, savedByOwner: true },
      { snapshot: { kind: "locker", content: "Hi [name]" }, note: "Friendlier" },
    ]);
    expect(exported.some((version) => version.promptId !== null)).toBe(true);
    const account = (await exportPersonalData(testDb.db, author.userId)) as unknown as Exported;
    expect(JSON.stringify(account.versions)).toContain("Ask for due dates");
    expect(JSON.stringify(account.locker)).toContain("Friendlier");
    // The admin's own part: the note on a catalogue prompt they edited.
    const adminAccount = (await exportPersonalData(testDb.db, admin.userId)) as unknown as Exported;
    expect(adminAccount.versions!.savedOnOthersPrompts).toContainEqual(
      expect.objectContaining({ promptId: 1, note: "Shorter title" }),
    );
  });
});

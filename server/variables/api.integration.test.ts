import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthFor } from "~/server/accounts/auth.server";
import { callApi, createTestMember, type TestMember } from "~/server/accounts/testing.server";
import { exportPersonalData } from "~/server/features.server";
import { createApiV1 } from "~/server/http/api/v1.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { keptValues } from "./saved-values.server";
import { parseTemplate } from "~/core/variables";

let testDb: TestDatabase;
let app: Hono;
let ana: TestMember;
let bruno: TestMember;

const call = (method: string, path: string, member?: TestMember, body?: unknown, lang = "en") =>
  callApi(app, method, path, member, body, lang);

// Prompt 23, the short-video script: a number of seconds, a platform to choose and two texts.
const VIDEO = 23;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const auth = createAuthFor(testDb.db);
  app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db }));
  [ana, bruno] = await Promise.all([createTestMember(auth, testDb.db), createTestMember(auth, testDb.db)]);
});
afterAll(async () => {
  await testDb.close();
});

describe("kept variable values through the API", () => {
  it("needs-an-account", async () => {
    expect((await call("GET", `/prompts/${VIDEO}/values`)).status).toBe(401);
    expect((await call("PUT", `/prompts/${VIDEO}/values`, undefined, { values: {} })).status).toBe(401);
  });

  it("keeps-a-members-values-per-prompt-and-language-and-gives-them-back", async () => {
    expect((await call("GET", `/prompts/${VIDEO}/values`, ana)).body).toEqual({
      language: "en",
      values: {},
      updatedAt: null,
    });

    const saved = await call("PUT", `/prompts/${VIDEO}/values`, ana, {
      values: {
        platform: "tiktok",
        "length in seconds": "45",
        "topic or product": "sourdough",
        "target audience": "",
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      language: "en",
      values: { platform: "tiktok", "length in seconds": "45", "topic or product": "sourdough" },
    });
    expect(saved.body.updatedAt).toEqual(expect.any(String));

    // The Portuguese text names its variables in Portuguese: kept apart.
    const pt = await call("PUT", `/prompts/${VIDEO}/values`, ana, {
      language: "pt",
      values: { plataforma: "YouTube Shorts" },
    });
    expect(pt.body).toMatchObject({ language: "pt", values: { plataforma: "YouTube Shorts" } });
    expect((await call("GET", `/prompts/${VIDEO}/values`, ana, undefined, "pt")).body.values).toEqual({
      plataforma: "YouTube Shorts",
    });
    expect((await call("GET", `/prompts/${VIDEO}/values?language=en`, ana)).body.values).toEqual({
      platform: "tiktok",
      "length in seconds": "45",
      "topic or product": "sourdough",
    });

    // Someone else sees only their own.
    expect((await call("GET", `/prompts/${VIDEO}/values`, bruno)).body.values).toEqual({});
  });

  it("says-which-value-does-not-fit-and-keeps-nothing-of-a-refused-save", async () => {
    const refused = await call("PUT", `/prompts/${VIDEO}/values`, ana, {
      values: { platform: "Vine", "length in seconds": "500", tone: "loud", "topic or product": "bread" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("invalid_values");
    expect(refused.body.issues).toEqual([
      { path: ["values", "platform"], message: "Choose one of: Instagram Reels, TikTok, YouTube Shorts." },
      { path: ["values", "length in seconds"], message: "Enter 90 or less." },
      { path: ["values", "tone"], message: "The prompt has no variable “tone”" },
    ]);
    expect((await call("GET", `/prompts/${VIDEO}/values`, ana)).body.values["topic or product"]).toBe(
      "sourdough",
    );

    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`v${i}`, "x"]));
    expect((await call("PUT", `/prompts/${VIDEO}/values`, ana, { values: tooMany })).status).toBe(400);
    expect((await call("PUT", `/prompts/${VIDEO}/values`, ana, { values: { platform: 3 } })).status).toBe(
      400,
    );
    expect((await call("PUT", `/prompts/${VIDEO}/values`, ana, { values: {}, extra: 1 })).status).toBe(400);
    expect((await call("GET", `/prompts/${VIDEO}/values?language=fr`, ana)).status).toBe(400);
  });

  it("refuses-a-prompt-the-member-cannot-read-or-that-is-not-there", async () => {
    // Prompt 4 is premium: a free member cannot read its text, so has no values to keep.
    const locked = await call("PUT", "/prompts/4/values", ana, { values: {} });
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe("prompt_locked");
    expect((await call("GET", "/prompts/999999/values", ana)).status).toBe(404);
    expect((await call("GET", "/prompts/abc/values", ana)).status).toBe(404);
  });

  it("forgets-everything-when-nothing-is-left-to-keep", async () => {
    const cleared = await call("PUT", `/prompts/${VIDEO}/values`, ana, { values: { platform: " " } });
    expect(cleared.body).toEqual({ language: "en", values: {}, updatedAt: null });
    expect((await call("GET", `/prompts/${VIDEO}/values`, ana)).body.updatedAt).toBeNull();
  });

  it("gives-back-only-what-still-fits-a-prompt-that-changed", async () => {
    await call("PUT", `/prompts/${VIDEO}/values`, bruno, {
      values: { platform: "TikTok", "topic or product": "tea" },
    });
    const changed = parseTemplate(
      "Now about [topic or product] on [platform: Instagram Reels | YouTube Shorts]",
    );
    expect(await keptValues(testDb.db, bruno.userId, VIDEO, "en", changed.variables)).toEqual({
      "topic or product": "tea",
    });
  });

  it("is-in-the-account-export", async () => {
    const exported = (await exportPersonalData(testDb.db, bruno.userId)) as Record<string, unknown>;
    expect(exported.variables).toEqual({
      keptValues: [
        {
          promptId: VIDEO,
          language: "en",
          values: { platform: "TikTok", "topic or product": "tea" },
          updatedAt: expect.any(Date),
        },
      ],
    });
  });
});

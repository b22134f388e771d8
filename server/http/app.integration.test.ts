import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createHttpApp } from "./app.server";

let testDb: TestDatabase;
const noPages = () => Promise.reject(new Error("no pages in this test"));

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.close();
});

describe("/healthz", () => {
  it("answers 200 ok while the database answers", async () => {
    const app = createHttpApp({ build: noPages, mode: "production", ping: () => testDb.handle.ping() });
    const response = await app.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 when the database is unreachable", async () => {
    const unreachable = openDatabase({ databaseUrl: "postgres://promptario@127.0.0.1:9/none" });
    try {
      const app = createHttpApp({ build: noPages, mode: "production", ping: () => unreachable.ping() });
      const response = await app.request("/healthz");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "unavailable" });
    } finally {
      await unreachable.close();
    }
  });

  it("carries the security headers", async () => {
    const app = createHttpApp({ build: noPages, mode: "production", ping: () => testDb.handle.ping() });
    const response = await app.request("/healthz");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

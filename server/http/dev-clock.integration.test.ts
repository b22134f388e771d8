import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { createOffsetClock } from "~/server/jobs/clock.server";
import { scheduleJob } from "~/server/jobs/jobs.server";
import { createDevClockRoutes } from "./dev-clock.server";

let testDb: TestDatabase;
const ran: string[] = [];
const handlers = { "dev-clock-test": async ({ job }: { job: { key: string } }) => void ran.push(job.key) };

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("POST /dev/clock", () => {
  it("moves-the-jobs'-clock-and-runs-what-became-due", async () => {
    const clock = createOffsetClock();
    const app = new Hono().route(
      "/",
      createDevClockRoutes(async () => testDb.db, clock, handlers),
    );
    await scheduleJob(testDb.db, {
      kind: "dev-clock-test",
      key: "soon",
      runAt: new Date("2031-01-01T08:00:00Z"),
    });
    await scheduleJob(testDb.db, {
      kind: "dev-clock-test",
      key: "later",
      runAt: new Date("2031-06-01T08:00:00Z"),
    });
    const post = (body: unknown) =>
      app.request("/dev/clock", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });

    const moved = await post({ at: "2031-01-01T05:00:00-03:00" });
    expect(moved.status).toBe(200);
    const answer = (await moved.json()) as { now: string; ran: unknown };
    expect(answer.now.slice(0, 16)).toBe("2031-01-01T08:00");
    expect(answer.ran).toEqual({ done: 1, failed: 0 });
    expect(ran).toEqual(["soon"]);
    expect((await (await app.request("/dev/clock")).json()).now.slice(0, 10)).toBe("2031-01-01");

    expect((await post({ at: "tomorrow" })).status).toBe(400);
    expect((await post({ reset: true })).status).toBe(200);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(5_000);
    expect(ran).toEqual(["soon"]);
  });

  it("is-404-outside-local-mode", async () => {
    vi.stubEnv("APP_ENV", "production");
    vi.stubEnv("PUBLIC_URL", "https://promptario.app");
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:2525");
    vi.resetModules();
    const { createDevClockRoutes: productionRoutes } = await import("./dev-clock.server");
    const clock = createOffsetClock();
    const app = new Hono().route(
      "/",
      productionRoutes(async () => testDb.db, clock, handlers),
    );
    const refused = await app.request("/dev/clock", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ at: "2040-01-01T00:00:00Z" }),
    });
    expect(refused.status).toBe(404);
    expect((await app.request("/dev/clock")).status).toBe(404);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(5_000);
  });
});

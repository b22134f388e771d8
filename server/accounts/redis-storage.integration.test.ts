import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { redisStorage } from "./redis-storage.server";

// The machine (and CI) runs Redis on 127.0.0.1:6379; REDIS_URL points elsewhere if needed.
const storage = redisStorage(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379");
const key = (name: string) => `promptario-test:${randomUUID()}:${name}`;

afterAll(async () => {
  await storage.close();
});

describe("Redis secondary storage", () => {
  it("stores, reads and deletes values", async () => {
    const k = key("value");
    await storage.set(k, "hello", 60);
    expect(await storage.get(k)).toBe("hello");
    await storage.delete(k);
    expect(await storage.get(k)).toBeNull();
  });

  it("reads and deletes in one step", async () => {
    const k = key("once");
    await storage.set(k, "token");
    expect(await storage.getAndDelete(k)).toBe("token");
    expect(await storage.getAndDelete(k)).toBeNull();
  });

  it("counts within a window that later increments never extend", async () => {
    const k = key("counter");
    expect(await storage.increment(k, 1)).toBe(1);
    expect(await storage.increment(k, 100)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await storage.increment(k, 100)).toBe(1);
  });
});

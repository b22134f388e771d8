import { createClient } from "redis";

export interface SecondaryStorage {
  get(key: string): Promise<string | null>;
  getAndDelete(key: string): Promise<string | null>;
  /** +1, creating the key with `ttl` seconds when absent (never extending it) */
  increment(key: string, ttl: number): Promise<number>;
  set(key: string, value: string, ttl?: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/**
 * Redis as Better Auth's secondary storage (sessions and rate limits shared by every server
 * process) when REDIS_URL is set. The database stays the source of truth for sessions.
 */
export function redisStorage(url: string): SecondaryStorage & { close(): Promise<void> } {
  const client = createClient({ url });
  client.on("error", (error: Error) => console.error("Redis error:", error.message));
  let connecting: Promise<unknown> | undefined;
  const ready = () => (connecting ??= client.connect());
  return {
    async get(key) {
      await ready();
      return (await client.get(key)) ?? null;
    },
    async getAndDelete(key) {
      await ready();
      return (await client.getDel(key)) ?? null;
    },
    async increment(key, ttl) {
      await ready();
      // One transaction: create with its window if absent, then count.
      const [, count] = await client
        .multi()
        .set(key, "0", { condition: "NX", expiration: { type: "EX", value: Math.max(1, Math.ceil(ttl)) } })
        .incr(key)
        .exec();
      return Number(count);
    },
    async set(key, value, ttl) {
      await ready();
      if (ttl && ttl > 0) await client.set(key, value, { expiration: { type: "EX", value: Math.ceil(ttl) } });
      else await client.set(key, value);
    },
    async delete(key) {
      await ready();
      await client.del(key);
    },
    async close() {
      if (connecting) await client.quit().catch(() => {});
    },
  };
}

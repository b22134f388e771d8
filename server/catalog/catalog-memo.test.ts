import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { catalogMemo } from "./catalog-memo.server";
import { catalogChanged } from "./changes.server";

// Two stand-in databases: the memo keeps values per database object and never touches it.
const dbA = {} as Database;
const dbB = {} as Database;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 25, 12) + ms);

function counting<V>(make: (key: string) => V) {
  const calls: string[] = [];
  const read = catalogMemo(
    async (_db, key: string) => {
      calls.push(key);
      return make(key);
    },
    { ttlMs: 10_000, maxEntries: 2 },
  );
  return { read, calls };
}

describe("catalogMemo", () => {
  it("loads a key once per database while the catalogue stays the same, for at most the TTL", async () => {
    const { read, calls } = counting((key) => ({ key }));
    const first = await read(dbA, "en", at(0));
    expect(await read(dbA, "en", at(9_999))).toBe(first);
    expect(calls).toEqual(["en"]);
    await read(dbB, "en", at(1));
    expect(calls).toEqual(["en", "en"]);
    expect(await read(dbA, "en", at(10_000))).not.toBe(first);
    expect(calls).toEqual(["en", "en", "en"]);
    // A clock that went back (a test's clock, moved) does not read a value from its future.
    await read(dbA, "en", at(-1));
    expect(calls).toHaveLength(4);
  });

  it("loads again once the catalogue changes", async () => {
    const { read, calls } = counting((key) => key);
    await read(dbA, "pt", at(0));
    await catalogChanged();
    await read(dbA, "pt", at(1));
    expect(calls).toEqual(["pt", "pt"]);
  });

  it("shares one load between concurrent readers and keeps no failure", async () => {
    let fail = true;
    const calls: string[] = [];
    const read = catalogMemo(async (_db, key: string) => {
      calls.push(key);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new Error("database away");
      return key;
    });
    const both = await Promise.allSettled([read(dbA, "k", at(0)), read(dbA, "k", at(0))]);
    expect(both.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(calls).toEqual(["k"]);
    fail = false;
    expect(await read(dbA, "k", at(1))).toBe("k");
    expect(calls).toEqual(["k", "k"]);
  });

  it("keeps at most maxEntries keys, dropping the least recently read", async () => {
    const { read, calls } = counting((key) => key);
    await read(dbA, "a", at(0));
    await read(dbA, "b", at(0));
    await read(dbA, "a", at(1));
    await read(dbA, "c", at(2));
    await read(dbA, "a", at(3));
    expect(calls).toEqual(["a", "b", "c"]);
    await read(dbA, "b", at(4));
    expect(calls).toEqual(["a", "b", "c", "b"]);
  });
});

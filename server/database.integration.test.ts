import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./testing.server";

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test.close();
});

describe.skipIf(process.env.TEST_DB_KIND !== "postgres")("the PostgreSQL pool", () => {
  // Compiling a broad search's expressions cost more than running it (docs/performance.md).
  it("opens every session with JIT compilation off", async () => {
    const settings = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const result = (await test.db.execute(sql`select current_setting('jit') as jit`)) as {
          rows?: { jit: string }[];
        };
        return result.rows?.[0]?.jit;
      }),
    );
    expect(settings).toEqual(["off", "off", "off"]);
  });
});

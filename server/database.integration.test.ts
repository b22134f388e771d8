import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { createTestDatabase, type TestDatabase } from "./testing.server";

let test: TestDatabase;
// Listening from the start: pg warns once per process, on the first connections.
const warnings: string[] = [];
process.on("warning", (warning) => warnings.push(`${warning.name}: ${warning.message}`));

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

  it("opens its sessions without a deprecation warning", async () => {
    await Promise.all(Array.from({ length: 3 }, () => test.db.execute(sql`select 1`)));
    expect(warnings).toEqual([]);
  });

  it("keeps the connection string's own session options beside JIT off", async () => {
    const url = new URL(test.url!);
    url.searchParams.set("options", "-c statement_timeout=4321");
    const handle = openDatabase({ databaseUrl: url.toString() });
    try {
      const result = (await handle.db.execute(
        sql`select current_setting('jit') as jit, current_setting('statement_timeout') as timeout`,
      )) as { rows: { jit: string; timeout: string }[] };
      expect(result.rows[0]).toEqual({ jit: "off", timeout: "4321ms" });
    } finally {
      await handle.close();
    }
  });
});

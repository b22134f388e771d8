import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { createTestDatabase, templateArchive, type TestDatabase } from "~/server/testing.server";
import { createAuthFor, type Auth } from "./auth.server";
import { grantAdmin, UnknownAccountError } from "./roles.server";
import { userRoles } from "./schema";
import { bearer, createTestMember } from "./testing.server";
import { createMemberLookup } from "./viewer.server";

const SCRIPT = fileURLToPath(new URL("../../scripts/user-admin.mjs", import.meta.url));
// The script starts Vite and opens (and may migrate) a database of its own.
const SCRIPT_TIMEOUT_MS = 180_000;

let testDb: TestDatabase;
let auth: Auth;

beforeAll(async () => {
  testDb = await createTestDatabase();
  auth = createAuthFor(testDb.db);
});
afterAll(async () => {
  await testDb.close();
});

async function isAdmin(sessionToken: string) {
  const members = createMemberLookup(async () => ({ db: testDb.db, auth }));
  const member = await members(
    new Request("http://localhost/api/v1/favorites", { headers: bearer(sessionToken) }),
  );
  return member?.viewer.isAdmin;
}

const adminRows = (db: Database, userId: string) =>
  db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));

describe("grantAdmin", () => {
  it("makes the account with that email an admin", async () => {
    const member = await createTestMember(auth, testDb.db);
    expect(await isAdmin(member.sessionToken)).toBe(false);

    expect(await grantAdmin(testDb.db, member.email)).toEqual({ userId: member.userId });

    expect(await isAdmin(member.sessionToken)).toBe(true);
  });

  it("finds the account however the email is capitalised or padded", async () => {
    const member = await createTestMember(auth, testDb.db, { email: "Maria.Silva@Example.com" });
    await grantAdmin(testDb.db, "  MARIA.SILVA@example.COM ");
    expect(await isAdmin(member.sessionToken)).toBe(true);
  });

  it("changes nothing when granted twice", async () => {
    const member = await createTestMember(auth, testDb.db);
    await grantAdmin(testDb.db, member.email);
    await grantAdmin(testDb.db, member.email);
    expect(await adminRows(testDb.db, member.userId)).toEqual([{ role: "admin" }]);
    expect(await isAdmin(member.sessionToken)).toBe(true);
  });

  it("refuses an email without an account", async () => {
    const attempt = grantAdmin(testDb.db, "nobody@example.com");
    await expect(attempt).rejects.toBeInstanceOf(UnknownAccountError);
    await expect(attempt).rejects.toThrow("No account with the email nobody@example.com.");
  });

  it("makes no one else an admin", async () => {
    const admin = await createTestMember(auth, testDb.db);
    const bystander = await createTestMember(auth, testDb.db);
    await grantAdmin(testDb.db, admin.email);
    expect(await isAdmin(bystander.sessionToken)).toBe(false);
  });
});

interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runScript(args: string[], env: Record<string, string>): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], { env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run user:admin -- <email>", () => {
  const dataDirs: string[] = [];
  afterAll(() => {
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const temporaryDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "promptario-user-admin-"));
    dataDirs.push(dir);
    return dir;
  };

  /**
   * A fresh embedded database for the script, written from the run's template when there is one
   * (the script then finds its migrations applied and its seed done, as on a second start).
   */
  async function preparedDataDir(): Promise<string> {
    const dir = temporaryDataDir();
    const archive = templateArchive();
    if (archive) {
      const handle = openDatabase({ dataDir: dir, pgliteArchive: archive });
      await handle.ping();
      await handle.close();
    }
    return dir;
  }

  /** The script's database: this project's PostgreSQL test database, or a fresh embedded one. */
  const scriptEnv = async (): Promise<Record<string, string>> =>
    testDb.kind === "postgres"
      ? { DATABASE_URL: testDb.url! }
      : { DATA_DIR: await preparedDataDir(), DATABASE_URL: "" };

  /** Uses the script's database from here; an embedded one is let go of afterwards, as it is locked to one process. */
  async function withScriptDatabase<T>(
    env: Record<string, string>,
    work: (db: Database) => Promise<T>,
  ): Promise<T> {
    if (!env.DATA_DIR) return work(testDb.db);
    const handle = openDatabase({ dataDir: env.DATA_DIR });
    try {
      await handle.prepare();
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  it(
    "makes an existing account an admin and says so",
    async () => {
      const env = await scriptEnv();
      const member = await withScriptDatabase(env, (db) => createTestMember(createAuthFor(db), db));

      const run = await runScript([member.email], env);

      expect(run.stdout).toContain(`${member.email} is now an admin.`);
      expect(run.code).toBe(0);
      expect(await withScriptDatabase(env, (db) => adminRows(db, member.userId))).toEqual([
        { role: "admin" },
      ]);
    },
    SCRIPT_TIMEOUT_MS,
  );

  it(
    "says there is no such account and exits 1",
    async () => {
      const run = await runScript(["nobody@example.com"], await scriptEnv());
      expect(run.stderr).toContain("No account with the email nobody@example.com.");
      expect(run.code).toBe(1);
    },
    SCRIPT_TIMEOUT_MS,
  );

  it("without an email, says how to use it and exits 1", async () => {
    const run = await runScript([], {});
    expect(run.stderr).toContain("Usage: npm run user:admin -- <email>");
    expect(run.code).toBe(1);
  });

  // The embedded database (PGlite) is locked to one process; this holds a temporary one whatever
  // database the rest of the file uses.
  it(
    "refuses while a server holds the embedded database, saying so, and exits 1",
    async () => {
      const dataDir = temporaryDataDir();
      const server = openDatabase({ dataDir });
      try {
        const run = await runScript(["someone@example.com"], { DATA_DIR: dataDir, DATABASE_URL: "" });
        expect(run.stderr).toContain(`is in use by process ${process.pid}`);
        expect(run.stderr).toContain("Stop that server first");
        expect(run.code).toBe(1);
        expect(run.stdout).not.toContain("is now an admin");
      } finally {
        await server.close();
      }
    },
    SCRIPT_TIMEOUT_MS,
  );
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";

// The locker's folders become projects in the migration that makes projects. This test builds the
// database as it was before that migration (every earlier migration, from a copy of the journal cut
// just before it), fills folders and prompts with the old schema, then runs the rest and looks.

const MIGRATIONS = path.resolve("db/migrations");

let testDb: TestDatabase;
let before: string;

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A migrations folder holding every migration before the projects one. */
function migrationsBeforeProjects(): string {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith("_projects"));
  expect(at).toBeGreaterThan(0);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "promptario-before-projects-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const kept = journal.entries.slice(0, at);
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: kept }));
  for (const entry of kept)
    fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await testDb.db.execute(query)) as unknown as { rows: T[] }).rows;

const USERS = ["ana", "bruno", "carla"];

beforeAll(async () => {
  testDb = await createTestDatabase({ empty: true });
  before = migrationsBeforeProjects();
  await testDb.handle.migrate(before);

  for (const id of USERS)
    await testDb.db.execute(
      sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
          values (${id}, ${id}, ${`${id}@example.com`}, true, now(), now())`,
    );
  // Ana: three folders, two of them the same name in another case, and a name at the length limit.
  // Bruno: one folder, empty. Carla: none. Folder ids are fixed so the test can follow them.
  const long = "L".repeat(60);
  await testDb.db.execute(sql`
    insert into locker_categories (id, user_id, name, created_at) values
      ('00000000-0000-4000-8000-000000000001', 'ana', 'Clientes', '2025-01-01T10:00:00Z'),
      ('00000000-0000-4000-8000-000000000002', 'ana', 'clientes', '2025-01-02T10:00:00Z'),
      ('00000000-0000-4000-8000-000000000003', 'ana', ${long}, '2025-01-03T10:00:00Z'),
      ('00000000-0000-4000-8000-000000000004', 'ana', ${long.toLowerCase()}, '2025-01-04T10:00:00Z'),
      ('00000000-0000-4000-8000-000000000005', 'bruno', 'Clientes', '2025-01-05T10:00:00Z')`);
  await testDb.db.execute(sql`
    insert into locker_prompts (id, user_id, category_id, title, content) values
      ('10000000-0000-4000-8000-000000000001', 'ana', '00000000-0000-4000-8000-000000000001', 'A1', 'one'),
      ('10000000-0000-4000-8000-000000000002', 'ana', '00000000-0000-4000-8000-000000000001', 'A2', 'two'),
      ('10000000-0000-4000-8000-000000000003', 'ana', '00000000-0000-4000-8000-000000000002', 'A3', 'three'),
      ('10000000-0000-4000-8000-000000000004', 'ana', '00000000-0000-4000-8000-000000000004', 'A4', 'four'),
      ('10000000-0000-4000-8000-000000000005', 'ana', null, 'A5', 'five'),
      ('10000000-0000-4000-8000-000000000006', 'carla', null, 'C1', 'six')`);
  await testDb.db.execute(sql`
    insert into locker_prompt_versions (prompt_id, title, content, tags, category_id, saved_at) values
      ('10000000-0000-4000-8000-000000000001', 'A1 before', 'zero', '{}', '00000000-0000-4000-8000-000000000002', now())`);

  await testDb.handle.migrate();
});

afterAll(async () => {
  await testDb.close();
  fs.rmSync(before, { recursive: true, force: true });
});

describe("the locker's folders become projects", () => {
  it("every-folder-is-a-project-with-its-id-owner-and-date-and-every-prompt-stays-in-it", async () => {
    const projects = await rows<{
      id: string;
      user_id: string;
      name: string;
      color: string;
      created_at: Date;
    }>(sql`select id, user_id, name, color, instructions, created_at from projects order by id`);
    expect(projects.map((project) => [project.id.slice(-1), project.user_id])).toEqual([
      ["1", "ana"],
      ["2", "ana"],
      ["3", "ana"],
      ["4", "ana"],
      ["5", "bruno"],
    ]);
    expect(new Date(projects[0]!.created_at).toISOString()).toBe("2025-01-01T10:00:00.000Z");

    const prompts = await rows<{ id: string; project_id: string | null }>(
      sql`select id, project_id from locker_prompts order by id`,
    );
    expect(prompts.map((prompt) => [prompt.id.slice(-1), prompt.project_id?.slice(-1) ?? null])).toEqual([
      ["1", "1"],
      ["2", "1"],
      ["3", "2"],
      ["4", "4"],
      ["5", null],
      ["6", null],
    ]);
    // A kept version names its project too, after the locker's versions moved into prompt_versions:
    // the old one first, then the prompt's present text.
    const versions = await rows<{ title: string; project_id: string | null }>(
      sql`select snapshot->>'title' as title, snapshot->>'projectId' as project_id from prompt_versions
          where locker_prompt_id = '10000000-0000-4000-8000-000000000001' order by id`,
    );
    expect(versions).toEqual([
      { title: "A1 before", project_id: "00000000-0000-4000-8000-000000000002" },
      { title: "A1", project_id: "00000000-0000-4000-8000-000000000001" },
    ]);
    expect(await rows(sql`select to_regclass('locker_categories') as gone`)).toEqual([{ gone: null }]);
  });

  it("names-that-differ-only-by-case-are-told-apart-and-stay-within-the-limit", async () => {
    const names = await rows<{ name: string }>(
      sql`select name from projects where user_id = 'ana' order by id`,
    );
    expect(names.map((row) => row.name)).toEqual([
      "Clientes",
      "clientes (2)",
      "L".repeat(60),
      `${"l".repeat(56)} (2)`,
    ]);
    // Bruno's "Clientes" is his own: names are unique per member only.
    expect(await rows(sql`select name from projects where user_id = 'bruno'`)).toEqual([
      { name: "Clientes" },
    ]);
  });

  it("colours-go-round-the-palette-in-the-order-each-member-made-them-with-no-instructions", async () => {
    const projects = await rows<{ user_id: string; color: string; instructions: string }>(
      sql`select user_id, color, instructions from projects order by user_id, created_at`,
    );
    expect(projects.map((project) => project.color)).toEqual(["blue", "teal", "green", "amber", "blue"]);
    expect(projects.every((project) => project.instructions === "")).toBe(true);
  });

  it("deleting-a-migrated-project-leaves-its-prompts-in-no-project", async () => {
    await testDb.db.execute(sql`delete from projects where id = '00000000-0000-4000-8000-000000000001'`);
    expect(
      await rows(
        sql`select count(*)::int as n from locker_prompts where project_id is null and user_id = 'ana'`,
      ),
    ).toEqual([{ n: 3 }]);
  });
});

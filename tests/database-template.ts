import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { prepareTestTemplate } from "~/server/testing.server";

/**
 * Vitest's global setup for the integration projects: migrates and seeds one database before the
 * run, which every test file's `createTestDatabase()` then copies instead of preparing its own.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "promptario-template-"));
  const template = await prepareTestTemplate(kind, directory);
  Object.assign(process.env, template.env);
  return async () => {
    await template.remove();
    fs.rmSync(directory, { recursive: true, force: true });
  };
}

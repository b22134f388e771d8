import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL(".", import.meta.url)) };
const exclude = ["node_modules/**", "build/**", "tests/e2e/**", "bench/**"];

// Integration tests (*.integration.test.ts) run once per database: always the embedded PGlite, and
// PostgreSQL too when TEST_DATABASE_URL is set (CI sets it).
const databases = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])];

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker less than the cores: one worker on a 2-core CI machine. The
    // integration tests spend much of their time waiting on PostgreSQL, so a worker per core keeps
    // both busy (measured in docs/operations.md, "How long the tests take").
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["**/*.test.{ts,tsx}"],
          exclude: [...exclude, "**/*.integration.test.ts"],
        },
      },
      ...databases.map((kind) => ({
        resolve: { alias },
        test: {
          name: `integration:${kind}`,
          include: ["**/*.integration.test.ts"],
          exclude,
          // A fixed secret keeps tests from writing one into ./data.
          env: { TEST_DB_KIND: kind, AUTH_SECRET: "test-secret-that-is-at-least-32-characters-long" },
          // One migrated and seeded database per run, copied by every test file.
          globalSetup: ["tests/database-template.ts"],
          // Each file brings its own database and app, so a worker keeps the server's modules loaded
          // from one file to the next instead of importing them again for each (seconds a file).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});

import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Each feature keeps its tables in its own folder.
  schema: "./server/*/schema.ts",
  out: "./db/migrations",
});

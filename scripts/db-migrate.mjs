// `npm run db:migrate`: applies migrations and the catalogue seed, as the server does at start-up.
// It refuses to run while a server holds the embedded database (see db/client.server.ts).
import path from "node:path";
import { pathToFileURL } from "node:url";
import "./quiet-vite.mjs";
import { createServer } from "vite";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
let code = 0;
try {
  const { getDb, closeDatabase } = await vite.ssrLoadModule(
    pathToFileURL(path.join(root, "server/database.server.ts")).href,
  );
  await getDb();
  await closeDatabase();
  console.info("Database is up to date.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await vite.close();
}
process.exit(code);

// `npm run user:admin -- <email>`: makes an existing account an admin.
// It refuses to run while a server holds the embedded database (see db/client.server.ts).
import path from "node:path";
import { pathToFileURL } from "node:url";
import "./quiet-vite.mjs";
import { createServer } from "vite";

const email = process.argv[2]?.trim();
if (!email || process.argv.length > 3) {
  console.error("Usage: npm run user:admin -- <email>");
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const vite = await createServer({
  // No HMR socket: a running dev server may hold its port.
  server: { middlewareMode: true, ws: false },
  appType: "custom",
  logLevel: "error",
});
const load = (file) => vite.ssrLoadModule(pathToFileURL(path.join(root, file)).href);
let code = 0;
try {
  const { getDb, closeDatabase } = await load("server/database.server.ts");
  const { grantAdmin } = await load("server/accounts/roles.server.ts");
  try {
    await grantAdmin(await getDb(), email);
  } finally {
    await closeDatabase();
  }
  console.info(`${email} is now an admin.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await vite.close();
}
process.exit(code);

// `npm start`: builds when there is no build (or the sources are newer), then serves it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV = "production";
const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

const serverBuild = path.join(root, "build/server/index.js");
// The browser tests start two servers at once on a build made beforehand (scripts/test.mjs).
if (process.env.PROMPTARIO_NO_BUILD === "1") {
  if (!fs.existsSync(serverBuild)) {
    console.error("No build found: run `npm run build` first.");
    process.exit(1);
  }
} else if (needsBuild()) {
  console.info("Building Promptário…");
  const result = spawnSync(process.execPath, [path.join(root, "scripts/react-router.mjs"), "build"], {
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { serve } = await import("@hono/node-server");
let build, app;
try {
  build = await import(pathToFileURL(serverBuild).href);
  app = build.entry.module.createHttpApp({
    build,
    mode: "production",
    staticRoot: path.relative(root, "build/client"),
  });
} catch (error) {
  // A missing or wrong setting is the operator's to fix: its message says which, a stack trace would not.
  if (error instanceof Error && error.name === "ConfigError") {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const { endLiveStreams, prepareHttpApp, shutdownHttpApp } = build.entry.module;
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "0.0.0.0";

// Open the database (migrations and seed) before taking traffic.
try {
  await prepareHttpApp();
} catch (error) {
  console.error(`Promptário could not open its database: ${error instanceof Error ? error.message : error}`);
  await shutdownHttpApp().catch(() => {});
  process.exit(1);
}

const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  console.info(`Promptário is running at ${process.env.PUBLIC_URL || `http://localhost:${port}`}`);
});
// An idle kept-alive connection stays open for a minute, not Node's 5 s: a client (a proxy, a
// browser, a test's request context) that sends on it just as the server closes it gets a reset
// instead of an answer; a proxy's own idle limit is usually 60 s, so it closes first.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal} received: finishing in-flight requests…`);
  const force = setTimeout(() => {
    console.error("Shutdown took too long; exiting.");
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(async () => {
    await shutdownHttpApp();
    process.exit(0);
  });
  // Open event streams would keep the server from closing; their browsers reconnect elsewhere.
  endLiveStreams();
  server.closeIdleConnections?.();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

function needsBuild() {
  if (!fs.existsSync(serverBuild)) return true;
  const builtAt = fs.statSync(serverBuild).mtimeMs;
  const sources = ["app", "server", "db", "content", "public"];
  const files = ["package.json", "vite.config.ts", "react-router.config.ts"];
  return (
    files.some((file) => fs.existsSync(file) && fs.statSync(file).mtimeMs > builtAt) ||
    sources.some((dir) => newerThan(path.join(root, dir), builtAt))
  );
}

function newerThan(dir, time) {
  if (!fs.existsSync(dir)) return false;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() ? newerThan(full, time) : fs.statSync(full).mtimeMs > time) return true;
  }
  return false;
}

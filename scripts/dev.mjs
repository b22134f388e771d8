// `npm run dev`: the same HTTP app as production, with Vite serving modules and hot reload.
import "./quiet-vite.mjs";
import { getRequestListener } from "@hono/node-server";
import http from "node:http";
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const port = Number(process.env.PORT || 3000);

async function loadApp() {
  const build = await vite.ssrLoadModule("virtual:react-router/server-build");
  return build.entry.module.createHttpApp({
    build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
    mode: "development",
  });
}

const listener = getRequestListener(async (request) => (await loadApp()).fetch(request));
http
  .createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)))
  .listen(port, () => console.info(`Promptário (dev) at http://localhost:${port}`));

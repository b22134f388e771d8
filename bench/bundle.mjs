// JavaScript a public page loads before it is interactive: the client entry, then the root route
// and the page's route (and any layout between them), each module with the chunks it imports, as
// React Router's manifest lists them for <Scripts> and its modulepreload links. Sizes are gzip.
//
// Decision 0005: React DOM, React and React Router are a fixed cost (the `framework-*.js` chunk,
// vite.config.ts); our own code on a public page stays at most 30 KB gzip beside them, on a
// member's page at most 40 KB. The two kinds of page are printed apart.
// `node bench/bundle.mjs` prints this part of the bench alone (on the existing build).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

/**
 * The client entry loads the messages of the page's language before hydrating (app/entry.client.tsx):
 * a chunk of its own per language, named after its module (app/i18n/messages/en.ts). Pages are
 * measured in English.
 */
const MESSAGES_CHUNK = /^en-[\w-]+\.js$/;
/**
 * An area's messages (the chat's, the admin's…) load with the module that asks for them, in the
 * page's language, before that module runs (provideAreaMessages in app/i18n/i18n.ts): a chunk per
 * language and area, `<area>.en-*.js`, imported from the page's own files. Counted with the page.
 */
const AREA_MESSAGES_IMPORT = /["'/]([\w-]+\.en-[\w-]+\.js)["']/g;

export const PUBLIC_ROUTES = [
  "routes/home",
  "routes/prompt",
  "routes/categories",
  "routes/category",
  "routes/featured",
  "routes/popular",
  "routes/pricing",
  "routes/content/blog",
  "routes/content/blog-article",
  "routes/content/faq",
];
/** our own code per public page, gzip, beside the framework */
export const BUDGET_KB = 30;
/** The pages behind sign-in (and the admin's), by React Router route id. */
export const MEMBER_ROUTES = [
  "routes/chat-legend",
  "routes/prompt-locker",
  "routes/content-calendar",
  "routes/focus",
  "routes/create-prompt",
  "routes/prompt-edit",
  "routes/repurpose",
  "routes/analytics",
  "routes/trends",
  "routes/profile",
  "settings",
  "routes/notifications",
  "routes/requests",
  "routes/integrations",
  "routes/support",
  "routes/subscription-success",
  "routes/oauth-consent",
  "routes/admin",
];
/** our own code per member page, gzip, beside the framework */
export const MEMBER_BUDGET_KB = 40;
const FRAMEWORK_CHUNK = /^\/assets\/framework-[\w-]+\.js$/;

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds when there is no build (or BENCH_BUILD=1). An existing build is left alone, since a running
 * server or browser test may be using it; when the app's sources are newer, the report says so.
 */
export function ensureBuild(root, log) {
  const serverBuild = path.join(root, "build/server/index.js");
  const clientDir = path.join(root, "build/client");
  const built = fs.existsSync(serverBuild) && fs.existsSync(clientDir) ? fs.statSync(serverBuild).mtimeMs : 0;
  const sources = Math.max(
    ...["app", "content", "vite.config.ts", "react-router.config.ts", "package-lock.json"].map((p) =>
      newestMtime(path.join(root, p)),
    ),
  );
  if (built && !process.env.BENCH_BUILD) return { rebuilt: false, stale: built < sources };
  log(built ? "BENCH_BUILD: running react-router build…" : "No build: running react-router build…");
  const started = performance.now();
  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    encoding: "utf8",
    // A section may have started Vite in this process, which sets NODE_ENV to development: the
    // build would then be React's development build (several times slower), not the one served.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    throw new Error(`react-router build failed:\n${result.stdout}\n${result.stderr}`);
  }
  return {
    rebuilt: true,
    stale: false,
    buildSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  };
}

export async function measureBundles(root) {
  const { assets } = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
  const clientDir = path.join(root, "build/client");
  const sizes = new Map();
  const sizeOf = (url) => {
    if (!sizes.has(url)) {
      const buffer = fs.readFileSync(path.join(clientDir, url.replace(/^\//, "")));
      sizes.set(url, { raw: buffer.length, gzip: zlib.gzipSync(buffer).length });
    }
    return sizes.get(url);
  };

  const chain = (routeId) => {
    const routes = [];
    for (
      let route = assets.routes[routeId];
      route;
      route = route.parentId ? assets.routes[route.parentId] : undefined
    ) {
      routes.unshift(route);
    }
    return routes;
  };

  const messages = fs
    .readdirSync(path.join(clientDir, "assets"))
    .filter((file) => MESSAGES_CHUNK.test(file))
    .map((file) => `/assets/${file}`);
  if (messages.length !== 1) {
    throw new Error(`expected one English messages chunk (assets/en-*.js), found ${messages.length}`);
  }

  const measure = (routeIds, budgetKB) =>
    routeIds
      .filter((id) => assets.routes[id])
      .map((id) => {
        const js = new Set([assets.entry.module, ...assets.entry.imports, ...messages]);
        const css = new Set(assets.entry.css ?? []);
        for (const route of chain(id)) {
          // Split route modules: a client loader or middleware runs during hydration; a client action does not.
          for (const url of [
            route.module,
            route.clientLoaderModule,
            route.clientMiddlewareModule,
            ...(route.imports ?? []),
          ]) {
            if (url) js.add(url);
          }
          for (const url of route.css ?? []) css.add(url);
        }
        for (const url of [...js]) {
          const code = fs.readFileSync(path.join(clientDir, url.replace(/^\//, "")), "utf8");
          for (const [, file] of code.matchAll(AREA_MESSAGES_IMPORT)) js.add(`/assets/${file}`);
        }
        const total = (urls, key) => [...urls].reduce((sum, url) => sum + sizeOf(url)[key], 0);
        const framework = [...js].filter((url) => FRAMEWORK_CHUNK.test(url));
        const own = [...js].filter((url) => !FRAMEWORK_CHUNK.test(url));
        const modules = (urls) =>
          urls
            .map((url) => ({ url, rawKB: kb(sizeOf(url).raw), gzipKB: kb(sizeOf(url).gzip) }))
            .sort((a, b) => b.gzipKB - a.gzipKB);
        return {
          route: id,
          files: js.size,
          rawKB: kb(total(js, "raw")),
          gzipKB: kb(total(js, "gzip")),
          frameworkGzipKB: kb(total(framework, "gzip")),
          ownGzipKB: kb(total(own, "gzip")),
          ownFiles: own.length,
          cssGzipKB: kb(total(css, "gzip")),
          overBudget: total(own, "gzip") > budgetKB * 1024,
          modules: modules([...js]),
          ownModules: modules(own),
        };
      });
  const pages = measure(PUBLIC_ROUTES, BUDGET_KB);
  const memberPages = measure(MEMBER_ROUTES, MEMBER_BUDGET_KB);
  if (!pages.some((page) => page.frameworkGzipKB > 0)) {
    throw new Error(
      "no framework-*.js chunk in this build: rebuild it (`npm run build`) with vite.config.ts's framework group",
    );
  }
  /** the largest files of our own part, on any of these pages */
  const largestOf = (measured) => {
    const shared = new Map();
    for (const page of measured) {
      for (const module of page.ownModules) {
        const entry = shared.get(module.url) ?? { ...module, pages: 0 };
        entry.pages++;
        shared.set(module.url, entry);
      }
    }
    return [...shared.values()].sort((a, b) => b.gzipKB - a.gzipKB).slice(0, 10);
  };
  return {
    budgetKB: BUDGET_KB,
    missing: PUBLIC_ROUTES.filter((id) => !assets.routes[id]),
    pages,
    largest: largestOf(pages),
    member: {
      budgetKB: MEMBER_BUDGET_KB,
      missing: MEMBER_ROUTES.filter((id) => !assets.routes[id]),
      pages: memberPages,
      largest: largestOf(memberPages),
    },
  };
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The report of this part of the bench (bench/run.mjs prints it too): public pages, then members' pages. */
export function bundleReport(
  { budgetKB, pages, missing, largest, member },
  { rebuilt, stale, buildSeconds } = {},
) {
  const table = (head, rows) => {
    const widths = head.map((h, i) =>
      Math.max(String(h).length, ...rows.map((row) => String(row[i]).length)),
    );
    const line = (cells) =>
      cells
        .map((cell, i) => String(cell).padEnd(widths[i]))
        .join("  ")
        .trimEnd();
    return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
  };
  const section = (title, group) => [
    title,
    table(
      [
        "route",
        "JS files",
        "framework KB",
        "ours KB",
        "total KB",
        "CSS gzip KB",
        `ours ≤ ${group.budgetKB} KB`,
        "largest of ours",
      ],
      group.pages.map((page) => [
        page.route,
        page.files,
        page.frameworkGzipKB.toFixed(1),
        page.ownGzipKB.toFixed(1),
        page.gzipKB.toFixed(1),
        page.cssGzipKB.toFixed(1),
        page.overBudget ? `OVER BUDGET (> ${group.budgetKB} KB)` : "ok",
        page.ownModules
          .slice(0, 3)
          .map((module) => `${module.url.replace(/^\/assets\//, "")} ${module.gzipKB.toFixed(1)}`)
          .join(", "),
      ]),
    ),
    ...(group.missing.length ? [`(not in this build: ${group.missing.join(", ")})`] : []),
    "",
    "Largest files of our own code on those pages",
    table(
      ["file", "raw KB", "gzip KB", "pages"],
      group.largest.map((module) => [
        module.url,
        module.rawKB.toFixed(1),
        module.gzipKB.toFixed(1),
        module.pages,
      ]),
    ),
    "",
  ];
  return [
    `Bundle: gzipped JavaScript before interaction (entry + root + route + imports); React DOM, React and React Router are a fixed cost, our own code at most ${budgetKB} KB beside them on a public page, ${member?.budgetKB ?? "–"} KB on a member's page (decision 0005)` +
      (rebuilt ? ` · built in ${buildSeconds} s` : ""),
    ...(stale
      ? [
          "NOTE: build/ is older than the app's sources; `npm run build` (or BENCH_BUILD=1) for current figures",
        ]
      : []),
    ...section("Public pages", { budgetKB, pages, missing, largest }),
    ...(member ? section("Members' pages (signed in; admin for routes/admin)", member) : []),
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(import.meta.dirname, "..");
  const build = ensureBuild(root, console.info);
  console.info(bundleReport(await measureBundles(root), build));
}

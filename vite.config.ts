import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, parseAst, type Plugin } from "vite";

/**
 * React DOM, React and React Router in the browser: one chunk of their own, the same on every page
 * and from one release to the next (a fixed cost, docs/decisions/0005), apart from our own code,
 * which bench/bundle.mjs measures against its budget.
 */
export const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;

const CLIENT_ROUTE = "?__react-router-build-client-route";
/**
 * The route modules of the public pages (bench/bundle.mjs, docs/performance.md), in two families: the
 * catalogue and the information pages. Each family's shared modules go in one chunk of its own.
 */
export const PUBLIC_ROUTE_FAMILIES: Record<string, string[]> = {
  catalog: [
    "routes/home.tsx",
    "routes/prompt.tsx",
    "routes/categories.tsx",
    "routes/category.tsx",
    "routes/featured.tsx",
    "routes/popular.tsx",
    "routes/pricing.tsx",
  ],
  content: ["routes/content/blog.tsx", "routes/content/blog-article.tsx", "routes/content/faq.tsx"],
};

/**
 * Which chunk our modules go to, from the static import graph of the client build:
 * - `shell`: what the client entry and the root route import (header, footer, buttons, i18n, their
 *   icons): on every page anyway, so one file instead of two dozen small ones; and the few small
 *   modules both families of public pages import (SEO tags, the breadcrumb);
 * - `catalog` / `content`: what two or more public pages of a family share besides the shell
 *   (prompt cards, badges, category icons…);
 * - `<page>-shared`: what one public page shares only with its own lazy parts, one file beside the
 *   page's own chunk.
 * Left to the bundler's own splitting, these were 30–45 files of a few hundred bytes on a public
 * page, each a modulepreload competing with the stylesheet for the first paint and each gzipped
 * alone (docs/decisions/0005). What members' pages import too stays with the bundler's splitting:
 * in a family's chunk, it made every member's page load the whole chunk (filters, cards, the
 * dialog, the prompt page's tabs and fill-in form) for one of its modules.
 */
function chunkGroups() {
  const shell = new Set<string>();
  const publicShared = new Map<string, string>();
  const sharedIcons = new Set<string>();
  const plugin: Plugin = {
    name: "promptario:chunk-groups",
    buildEnd() {
      if (this.environment.name !== "client") return;
      const info = (id: string) => this.getModuleInfo(id);
      const barrels = new Map<string, Map<string, string>>();
      // A package's index that re-exports hundreds of modules (lucide-react's icons, radix-ui's
      // primitives): walking all of it would put every icon any page uses into the shell. Only the
      // names a module imports from it are followed.
      const barrelExports = (id: string) => {
        let exports = barrels.get(id);
        if (exports) return exports;
        exports = new Map();
        const code = info(id)?.code ?? "";
        const imported = info(id)?.importedIds ?? [];
        const target = (specifier: string) =>
          imported.find((candidate) =>
            specifier.startsWith(".")
              ? candidate.endsWith(specifier.replace(/^\.\//, "/"))
              : candidate.includes(`/node_modules/${specifier}/`),
          );
        for (const [, names, specifier] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
          const module = target(specifier!);
          if (!module) continue;
          for (const name of names!.split(","))
            exports.set(
              name
                .split(/\s+as\s+/)
                .pop()!
                .trim(),
              module,
            );
        }
        for (const [, name, specifier] of code.matchAll(
          /import\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']/g,
        )) {
          const module = target(specifier!);
          if (module) exports.set(name!, module);
        }
        barrels.set(id, exports);
        return exports;
      };
      const isBarrel = (id: string) =>
        id.includes("/node_modules/") && (info(id)?.importedIds.length ?? 0) > 25;
      const packageOf = (id: string) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
      /** What a module imports, a barrel's names followed to their own modules. */
      const importsOf = (id: string, { dynamic = false } = {}) => {
        const module = info(id);
        const found: string[] = [];
        const imports = [
          ...(module?.importedIds ?? []),
          ...(dynamic ? (module?.dynamicallyImportedIds ?? []) : []),
        ];
        for (const imported of imports) {
          if (!isBarrel(imported)) {
            found.push(imported);
            continue;
          }
          const exports = barrelExports(imported);
          const specifier = packageOf(imported)!.replace(/[/]/g, "\\/");
          const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${specifier}["']`, "g");
          for (const [, names] of (module?.code ?? "").matchAll(from)) {
            for (const name of names!.split(",")) {
              const target = exports.get(
                name
                  .trim()
                  .split(/\s+as\s+/)[0]!
                  .trim(),
              );
              if (target) found.push(target);
            }
          }
        }
        return found;
      };
      const reachable = (start: string[], options: { dynamic?: boolean } = {}) => {
        const seen = new Set<string>();
        const stack = [...start];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...importsOf(id, options));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.filter((id) => id.endsWith(suffix));
      const entries = [...find(`/app/entry.client.tsx`), ...find(`/app/root.tsx${CLIENT_ROUTE}`)];
      shell.clear();
      publicShared.clear();
      sharedIcons.clear();
      for (const id of reachable(entries)) if (!entries.includes(id)) shell.add(id);
      // Which public pages (and of which family) import each module besides the shell.
      const users = new Map<string, { routes: string[]; families: Set<string> }>();
      for (const [family, files] of Object.entries(PUBLIC_ROUTE_FAMILIES)) {
        for (const route of files.flatMap((file) => find(`/app/${file}${CLIENT_ROUTE}`))) {
          for (const id of reachable([route])) {
            if (shell.has(id) || id.endsWith(CLIENT_ROUTE)) continue;
            const user = users.get(id) ?? { routes: [], families: new Set<string>() };
            user.routes.push(route);
            user.families.add(family);
            users.set(id, user);
          }
        }
      }
      // What the members' pages import (every other route): left to the bundler's own splitting.
      const publicRoutes = Object.values(PUBLIC_ROUTE_FAMILIES).flat();
      const memberRoutes = ids.filter(
        (id) =>
          id.endsWith(CLIENT_ROUTE) &&
          !id.endsWith(`/app/root.tsx${CLIENT_ROUTE}`) &&
          !publicRoutes.some((file) => id.endsWith(`/app/${file}${CLIENT_ROUTE}`)),
      );
      // Their parts loaded on first use count too: a module only a member's lazy part imports would
      // otherwise join a public family's chunk, and that member's part would load the whole chunk.
      const members = reachable(memberRoutes, { dynamic: true });
      for (const [id, { routes, families }] of users) {
        if (members.has(id)) continue;
        // Shared by both families (SEO tags, the breadcrumb): small, so the shell carries it.
        if (families.size > 1) shell.add(id);
        else if (routes.length > 1) publicShared.set(id, [...families][0]!);
        else
          publicShared.set(id, `${/\/app\/routes\/(?:content\/)?([\w-]+)\.tsx/.exec(routes[0]!)![1]}-shared`);
      }
      // An icon a member's page shares with a module grouped above would go into that module's
      // chunk with it, and the member's page would load the whole chunk for one icon: such icons
      // get a small chunk of their own.
      for (const id of publicShared.keys())
        for (const imported of importsOf(id))
          if (members.has(imported) && imported.includes("/node_modules/lucide-react/"))
            sharedIcons.add(imported);
    },
  };
  return {
    plugin,
    shell: (id: string) => shell.has(id),
    publicShared: (id: string) => publicShared.get(id) ?? null,
    sharedIcon: (id: string) => sharedIcons.has(id),
  };
}

/**
 * lucide-react's icons, drawn by our own factory (app/components/ui/lucide-icon.ts) instead of the
 * package's: the same props and markup for a third of the time per icon (docs/performance.md).
 * The build fails if lucide-react's layout changes and the factory is no longer found.
 */
function leanIcons(): Plugin {
  const factory = fileURLToPath(new URL("./app/components/ui/lucide-icon.ts", import.meta.url));
  const packageFactory = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.mjs$/;
  let replaced = false;
  return {
    name: "promptario:lean-icons",
    enforce: "pre",
    buildStart() {
      replaced = false;
    },
    load(id) {
      if (!packageFactory.test(id)) return null;
      replaced = true;
      return `export { default } from ${JSON.stringify(factory)};`;
    },
    buildEnd(error) {
      const iconsUsed = [...this.getModuleIds()].some((id) => id.includes("/node_modules/lucide-react/"));
      if (!error && iconsUsed && !replaced && this.environment.mode === "build")
        this.error("lucide-react's createLucideIcon.mjs was not found: update leanIcons (vite.config.ts)");
    },
  };
}

/**
 * A module the browser imports for its limits, names or small helpers (core/forms, the catalogue's
 * filters) also builds zod schemas at its top level for the server. The bundler cannot tell that
 * building a schema has no side effects, so every such import used to bring all of zod (about
 * 28 KB gzip) to the page. In the browser build, the calls in a top-level declaration of a module
 * that imports zod are marked pure: a schema nothing in the browser reads is left out, and zod with
 * it where no code in the browser checks with a schema (docs/decisions/0005).
 */
function pureSchemas(): Plugin {
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  const isNode = (value: unknown): value is Node =>
    typeof value === "object" && value !== null && typeof (value as Node).type === "string";
  return {
    name: "promptario:pure-schemas",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: /[\\/](core|server)[\\/][^?]*\.ts$/, code: /from\s*["']zod["']/ },
      handler(code) {
        const starts = new Set<number>();
        const visit = (node: Node) => {
          // Code inside a function runs when it is called, not when the module loads.
          if (/Function/.test(node.type)) return;
          if (node.type === "CallExpression" || node.type === "NewExpression") starts.add(node.start);
          for (const [key, value] of Object.entries(node)) {
            if (key === "parent") continue;
            for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
          }
        };
        for (const statement of parseAst(code).body as unknown as Node[]) {
          const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
          if (!isNode(declaration) || declaration.type !== "VariableDeclaration") continue;
          for (const declarator of declaration.declarations as Node[]) {
            if (isNode(declarator.init)) visit(declarator.init);
          }
        }
        if (!starts.size) return null;
        let out = "";
        let last = 0;
        for (const start of [...starts].sort((a, b) => a - b)) {
          out += code.slice(last, start) + "/* @__PURE__ */ ";
          last = start;
        }
        return { code: out + code.slice(last), map: null };
      },
    },
  };
}

const groups = chunkGroups();

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), pureSchemas(), leanIcons(), groups.plugin],
  resolve: {
    alias: { "~": fileURLToPath(new URL(".", import.meta.url)) },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK_MODULES, priority: 3 },
                // Only the pages that check a form with a schema in the browser load zod (pureSchemas).
                { name: "zod", test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 3 },
                { name: "shell", test: groups.shell, priority: 2 },
                { name: "icons", test: groups.sharedIcon, priority: 2 },
                // Only modules two entries (pages, lazy parts) share: the others stay in their page's chunk.
                { name: groups.publicShared, debugName: "shared", minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // PGlite loads its WebAssembly and data files relative to its own package.
    external: ["@electric-sql/pglite", "pg"],
    // Bundled, so that its icons are drawn by leanIcons' factory on the server too. Not in the
    // development server, which would load the package's two thousand icon modules one by one.
    noExternal: command === "build" ? ["lucide-react"] : [],
  },
}));

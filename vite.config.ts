import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * React DOM, React and React Router in the browser: one chunk of their own, the same on every page
 * and from one release to the next (a fixed cost, docs/decisions/0005), apart from our own code,
 * which bench/bundle.mjs measures against its budget.
 */
export const FRAMEWORK_MODULES = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL(".", import.meta.url)) },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK_MODULES }] } } },
      },
    },
  },
  ssr: {
    // PGlite loads its WebAssembly and data files relative to its own package.
    external: ["@electric-sql/pglite", "pg"],
  },
});

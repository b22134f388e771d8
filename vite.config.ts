import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL(".", import.meta.url)) },
  },
  ssr: {
    // PGlite loads its WebAssembly and data files relative to its own package.
    external: ["@electric-sql/pglite", "pg"],
  },
});

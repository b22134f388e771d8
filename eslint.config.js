import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import tseslint from "typescript-eslint";

// Layers point one way: app → server → db → content → core. Nothing below app imports a page or a
// component, and core (what both sides share: locales, messages, form schemas, plans) imports none
// of our other folders.
const appImports = {
  group: ["~/app/*", "**/app/*"],
  message: "Only app/ may import from app/: move what both sides need into core/.",
};
const layerRule = (...patterns) => ["error", { patterns }];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench/.data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // An import cycle makes the order modules start in matter, and hides which layer owns what.
    files: ["app/**", "server/**", "db/**", "core/**", "content/**", "scripts/**", "bench/**"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver()],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // The browser's code that loads later (docs/architecture.md, "Code that loads later") survives
    // a dropped connection: every import() in app/ goes through importAgain, and lazy components
    // through lazyWhenOnline or deferredPart, never React.lazy, whose failed load breaks the page.
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: [
      "app/**/*.server.ts",
      "app/**/*.server.tsx",
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "app/loading/**",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ImportExpression:not(CallExpression[callee.name='importAgain'] > ArrowFunctionExpression > ImportExpression)",
          message:
            "Write importAgain(() => import(…)) (app/loading/import-again.ts): a failed import is then tried again.",
        },
      ],
    },
  },
  {
    files: ["server/**"],
    rules: { "no-restricted-imports": layerRule(appImports) },
  },
  {
    // The database layer knows how to open, migrate and seed a database it is handed the seed of;
    // the features' tables and domain live in server/, which imports db/, never the other way.
    files: ["db/**"],
    rules: {
      "no-restricted-imports": layerRule(appImports, {
        group: ["~/server/*", "**/server/*"],
        message: "db/ is below server/: pass what it needs in (as openDatabase takes its seed).",
      }),
    },
  },
  {
    files: ["content/**"],
    rules: {
      "no-restricted-imports": layerRule(appImports, {
        group: ["~/server/*", "**/server/*", "~/db/*", "**/db/*"],
        message: "content/ is data: it may import only from core/.",
      }),
    },
  },
  {
    files: ["core/**"],
    rules: {
      "no-restricted-imports": layerRule(appImports, {
        group: ["~/server/*", "**/server/*", "~/db/*", "**/db/*", "~/content/*", "**/content/*"],
        message: "core/ is shared by every layer: it imports none of them.",
      }),
    },
  },
);

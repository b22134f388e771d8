import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// `npm run lint` keeps the layers pointing one way (eslint.config.js): these lint a made-up file in
// each folder, so the rule cannot quietly stop applying.
const eslint = new ESLint();

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

async function cycleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "import-x/no-cycle").map((m) => m.message);
}

// The first lint builds the type-aware program: slow on a loaded machine.
describe("layers", { timeout: 60_000 }, () => {
  it("server-code-cannot-import-from-app", async () => {
    const errors = await layerErrors(
      "server/catalog/probe.server.ts",
      `import { useT } from "~/app/i18n/use-locale";\nimport type { loader } from "../../app/root";\nexport const probe = [useT] as unknown as typeof loader;\n`,
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain("move what both sides need into core/");
  });

  it("db-and-content-cannot-import-from-app-or-server", async () => {
    expect(
      await layerErrors(
        "db/probe.server.ts",
        `import { en } from "~/app/i18n/i18n";\nexport const p = en;\n`,
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        "db/probe.server.ts",
        `import { getConfig } from "~/server/config.server";\nimport { user } from "../server/accounts/schema";\nexport const p = [getConfig, user];\n`,
      ),
    ).toHaveLength(2);
    expect(
      await layerErrors(
        "content/catalog/probe.ts",
        `import { getDb } from "~/server/database.server";\nexport const p = getDb;\n`,
      ),
    ).toHaveLength(1);
  });

  it("core-imports-none-of-the-other-layers", async () => {
    const errors = await layerErrors(
      "core/probe.ts",
      `import { getConfig } from "~/server/config.server";\nimport { CATALOG_PROMPTS } from "../content/catalog/prompts";\nexport const p = [getConfig, CATALOG_PROMPTS];\n`,
    );
    expect(errors).toHaveLength(2);
  });

  it("app-may-import-core-and-server", async () => {
    const errors = await layerErrors(
      "app/routes/probe.tsx",
      `import { LOCALES } from "~/core/locale";\nimport { getDb } from "~/server/database.server";\nexport const p = [LOCALES, getDb];\n`,
    );
    expect(errors).toEqual([]);
  });

  it("an-import-cycle-is-refused", async () => {
    // server/features.server.ts imports every feature; a feature importing it back closes a cycle.
    const errors = await cycleErrors(
      "server/admin/feature.server.ts",
      `import { FEATURES } from "~/server/features.server";\nexport const adminFeature = { name: "adminAudit", count: FEATURES.length };\n`,
    );
    expect(errors.length).toBeGreaterThan(0);
  });
});

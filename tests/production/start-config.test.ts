import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The built server started for production without its settings: `npm test` builds first.

const root = path.resolve(import.meta.dirname, "../..");
const built = fs.existsSync(path.join(root, "build/server/index.js"));

describe.skipIf(!built)("a production start without its settings", () => {
  it("prints-which-settings-are-missing-and-exits-1-without-a-stack-trace", () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      APP_ENV: "production",
      PROMPTARIO_NO_BUILD: "1",
      // A valid port: the missing secrets, not the port, are what it must name (it exits before listening).
      PORT: "3297",
    };
    for (const name of ["AUTH_SECRET", "SMTP_URL", "PUBLIC_URL", "DATABASE_URL"]) delete env[name];
    const started = spawnSync(process.execPath, ["scripts/start.mjs"], {
      cwd: root,
      env,
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain("Promptário cannot start");
    expect(started.stderr).toContain("AUTH_SECRET");
    expect(started.stderr).not.toMatch(/\n\s+at /);
    expect(started.stderr).not.toMatch(/ConfigError|Uncaught|node:internal/);
  }, 40_000);
});

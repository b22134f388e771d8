import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findChromium } from "../chromium.mjs";

const root = path.resolve(import.meta.dirname, "../..");

describe("the browser for the browser tests", () => {
  it("npm-test-without-a-browser-stops-at-once-with-one-line-saying-what-to-run", () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      CHROME_PATH: "/nowhere/chromium",
      PROMPTARIO_BROWSER_INSTALL: "0",
    };
    delete env.TEST_DATABASE_URL;
    const result = spawnSync(process.execPath, ["scripts/test.mjs"], {
      cwd: root,
      env,
      encoding: "utf8",
      timeout: 30_000,
    });

    expect(result.status).toBe(1);
    // Nothing was built or run: no output but the one line.
    expect(result.stdout).toBe("");
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("CHROME_PATH=/nowhere/chromium");
    expect(lines[0]).toContain("npx playwright install chromium");
    expect(lines[0]).toContain("apt-get install chromium");
  });

  it("an-explicit-chrome-path-is-used-as-it-is", () => {
    expect(findChromium({ CHROME_PATH: process.execPath })).toEqual({ path: process.execPath });
    expect(findChromium({ CHROME_PATH: "/nowhere/chromium" })).toEqual({
      problem: "CHROME_PATH=/nowhere/chromium is not an executable browser",
    });
  });
});

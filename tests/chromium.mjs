// The Chromium the browser tests and the benchmark's Lighthouse drive, and how they start it (as
// root, in a container: no sandbox, no GPU, nothing fetched in the background).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const SYSTEM_BROWSERS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/snap/bin/chromium",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

const root = path.resolve(import.meta.dirname, "..");

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** Where Playwright keeps the Chromium that `npx playwright install chromium` downloads. */
export function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)(path.join(root, "node_modules/playwright-core"));
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * The browser to use: CHROME_PATH when it is set (and then only it: a wrong path is an error, not a
 * reason to pick another browser), else Playwright's own Chromium, else the system's.
 * @returns {{ path: string } | { problem: string }}
 */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) {
    return isExecutable(env.CHROME_PATH)
      ? { path: env.CHROME_PATH }
      : { problem: `CHROME_PATH=${env.CHROME_PATH} is not an executable browser` };
  }
  const found = [playwrightChromium(), ...SYSTEM_BROWSERS].find((file) => file && isExecutable(file));
  return found ? { path: found } : { problem: "no Chromium was found (CHROME_PATH is unset, Playwright has none, the system has none)" };
}

/** Downloads Playwright's Chromium; false when that is not possible here (no network, a blocked host). */
export function installPlaywrightChromium({ timeoutMs = 10 * 60_000 } = {}) {
  try {
    execFileSync(process.execPath, [path.join(root, "node_modules/playwright-core/cli.js"), "install", "chromium"], {
      stdio: "pipe",
      timeout: timeoutMs,
    });
    return true;
  } catch {
    return false;
  }
}

const found = findChromium();
/** The browser found (npm test has made sure there is one), or the usual Debian path. */
export const CHROMIUM_PATH = "path" in found ? found.path : "/usr/bin/chromium";

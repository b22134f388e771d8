// The Chromium the browser tests and the benchmark's Lighthouse drive, and how they start it (as
// root, in a container: no sandbox, no GPU, nothing fetched in the background).
//
// Where it comes from, first found first used: CHROME_PATH; Playwright's own download; the
// system's; the one the npm package @sparticuz/chromium ships inside itself (a devDependency, so
// `npm install` always brings it, with no download of its own at install time). A machine that
// cannot reach Playwright's download host, and has no browser installed, still runs the browser
// tests on the last one. PROMPTARIO_IGNORE_SYSTEM_BROWSERS=1 skips Playwright's and the system's,
// for testing that path on a machine that has them.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

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
const require = createRequire(import.meta.url);

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
    const { chromium } = require(path.join(root, "node_modules/playwright-core"));
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

// ---- @sparticuz/chromium ---------------------------------------------------------------------
//
// The package holds a Linux x64 Chromium (headless shell) compressed with brotli in its bin/, with
// its fonts, SwiftShader's GL libraries and, in al2023.tar.br, the NSS libraries it links against
// (libnss3, libnspr4, libexpat and friends). The package itself unpacks those libraries only on
// Amazon Linux; we unpack them always and start the browser through a small script that puts them
// first on the library path and adds the package's fonts to the system's, so that it needs nothing
// from the machine but the C library: not even libnss3 or a font.

const NPM_PACKAGE = "@sparticuz/chromium";

function npmPackage() {
  try {
    // Its exports do not include package.json: from its entry point up to its own (build/ has
    // package.json files of its own that only give the module type).
    for (
      let dir = path.dirname(require.resolve(NPM_PACKAGE));
      dir !== path.dirname(dir);
      dir = path.dirname(dir)
    ) {
      const file = path.join(dir, "package.json");
      const { name, version } = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
      if (name === NPM_PACKAGE) return { dir, version };
    }
    return undefined;
  } catch {
    return undefined;
  }
}

/** Where the npm package's browser is unpacked: one directory per version, shared by every checkout. */
function npmUnpackDir(version) {
  return path.join(os.tmpdir(), `promptario-chromium-${version}`);
}

const NPM_LAUNCHER = "chromium-launcher";
const npmSource = (version) => `${NPM_PACKAGE} ${version} from the npm registry`;
const npmRuns = () => process.platform === "linux" && process.arch === "x64";

/** The npm package's browser when it has been unpacked already (no work done here). */
function unpackedNpmChromium() {
  const pkg = npmPackage();
  if (!pkg || !npmRuns()) return undefined;
  const launcher = path.join(npmUnpackDir(pkg.version), NPM_LAUNCHER);
  return isExecutable(launcher) ? { path: launcher, source: npmSource(pkg.version) } : undefined;
}

const untar = (archive, into) => {
  fs.mkdirSync(into, { recursive: true });
  execFileSync("tar", ["-x", "-C", into], {
    input: zlib.brotliDecompressSync(fs.readFileSync(archive)),
    stdio: ["pipe", "ignore", "pipe"],
  });
};

/**
 * Unpacks the npm package's browser (about 2 s and 200 MB, once per version and machine) and
 * returns the script that starts it. A new directory is filled under a name of its own and then
 * renamed into place, so a run that is stopped half-way, or two runs at once, never leave a half
 * unpacked browser behind.
 */
export async function unpackNpmChromium() {
  const pkg = npmPackage();
  if (!pkg) throw new Error(`${NPM_PACKAGE} is not installed (run npm install)`);
  if (!npmRuns())
    throw new Error(
      `${NPM_PACKAGE} holds a Linux x64 browser, and this is ${process.platform} ${process.arch}`,
    );
  const found = unpackedNpmChromium();
  if (found) return found;

  const target = npmUnpackDir(pkg.version);
  const staging = `${target}.partial-${process.pid}-${Date.now()}`;
  fs.mkdirSync(staging, { recursive: true });
  try {
    // The package unpacks chromium, fonts/ and the SwiftShader libraries into os.tmpdir(), which
    // reads TMPDIR: pointing it at our directory for the call keeps them together and apart from
    // other versions (it would otherwise reuse any /tmp/chromium it finds).
    const { default: chromium } = await import(NPM_PACKAGE);
    const tmpdir = process.env.TMPDIR;
    process.env.TMPDIR = staging;
    try {
      await chromium.executablePath(path.join(pkg.dir, "bin"));
    } finally {
      if (tmpdir === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpdir;
    }
    untar(path.join(pkg.dir, "bin/al2023.tar.br"), staging);
    fs.writeFileSync(
      path.join(staging, "fonts.conf"),
      [
        '<?xml version="1.0"?>',
        '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
        "<fontconfig>",
        '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
        `  <dir>${path.join(target, "fonts")}</dir>`,
        `  <cachedir>${path.join(target, "fonts-cache")}</cachedir>`,
        "</fontconfig>",
        "",
      ].join("\n"),
    );
    fs.writeFileSync(
      path.join(staging, NPM_LAUNCHER),
      [
        "#!/bin/sh",
        `# ${NPM_PACKAGE} ${pkg.version}, unpacked by tests/chromium.mjs: the browser with the NSS`,
        "# libraries and fonts it came with, whatever the machine has.",
        'here="${0%/*}"',
        'LD_LIBRARY_PATH="$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" FONTCONFIG_FILE="$here/fonts.conf" exec "$here/chromium" "$@"',
        "",
      ].join("\n"),
      { mode: 0o755 },
    );
    try {
      fs.renameSync(staging, target);
    } catch (error) {
      // Another run got there first: use its copy.
      if (!isExecutable(path.join(target, NPM_LAUNCHER))) throw error;
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return { path: path.join(target, NPM_LAUNCHER), source: npmSource(pkg.version) };
}

// ---- finding one -----------------------------------------------------------------------------

const ignoreSystem = (env) => env.PROMPTARIO_IGNORE_SYSTEM_BROWSERS === "1";

/** The browsers at hand without any work, in the order of preference (CHROME_PATH aside). */
function browsersAtHand(env) {
  const system = ignoreSystem(env)
    ? []
    : [
        { path: playwrightChromium(), source: "Playwright's own" },
        ...SYSTEM_BROWSERS.map((file) => ({ path: file, source: "the system's" })),
      ];
  return [...system, unpackedNpmChromium()].filter((browser) => browser?.path && isExecutable(browser.path));
}

const nothingFound = (env) =>
  `no Chromium was found (CHROME_PATH is unset, ${ignoreSystem(env) ? "Playwright's and the system's are ignored (PROMPTARIO_IGNORE_SYSTEM_BROWSERS=1)" : "Playwright has none, the system has none"}`;

/**
 * The browser at hand, without unpacking or downloading anything: CHROME_PATH when it is set (and
 * then only it: a wrong path is an error, not a reason to pick another browser), else Playwright's
 * own Chromium, else the system's, else the npm package's if it was unpacked before.
 * @returns {{ path: string } | { problem: string }}
 */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) {
    return isExecutable(env.CHROME_PATH)
      ? { path: env.CHROME_PATH }
      : { problem: `CHROME_PATH=${env.CHROME_PATH} is not an executable browser` };
  }
  const [found] = browsersAtHand(env);
  return found
    ? { path: found.path }
    : { problem: `${nothingFound(env)}, ${NPM_PACKAGE}'s is not unpacked)` };
}

/**
 * The browser to use, getting one when none is at hand: as findChromium, then the npm package's
 * (unpacked now if need be), and last, where that cannot run (it is Linux x64 only), Playwright's
 * download, unless PROMPTARIO_BROWSER_INSTALL=0. The download comes last because where its host is
 * unreachable it only costs time (about 10 s to fail here), and the npm one is always installed.
 * @returns {Promise<{ path: string, source: string } | { problem: string }>}
 */
export async function provideChromium(env = process.env) {
  if (env.CHROME_PATH) {
    const found = findChromium(env);
    return "path" in found ? { ...found, source: "CHROME_PATH" } : found;
  }
  const [atHand] = browsersAtHand(env);
  if (atHand) return atHand;
  let npmProblem;
  try {
    return await unpackNpmChromium();
  } catch (error) {
    npmProblem = error instanceof Error ? error.message : String(error);
  }
  const download = env.PROMPTARIO_BROWSER_INSTALL !== "0" && !ignoreSystem(env);
  if (download && installPlaywrightChromium({ timeoutMs: 5 * 60_000 })) {
    const downloaded = playwrightChromium();
    if (downloaded && isExecutable(downloaded))
      return { path: downloaded, source: "Playwright's own, downloaded now" };
  }
  return {
    problem: `${nothingFound(env)}, ${NPM_PACKAGE}'s cannot be used: ${npmProblem}; Playwright's download was ${download ? "not possible" : "skipped"})`,
  };
}

/** Downloads Playwright's Chromium; false when that is not possible here (no network, a blocked host). */
export function installPlaywrightChromium({ timeoutMs = 10 * 60_000 } = {}) {
  try {
    execFileSync(
      process.execPath,
      [path.join(root, "node_modules/playwright-core/cli.js"), "install", "chromium"],
      {
        stdio: "pipe",
        timeout: timeoutMs,
      },
    );
    return true;
  } catch {
    return false;
  }
}

const found = findChromium();
/**
 * The browser at hand when this module loads (playwright.config.ts reads it; `npm test` has set
 * CHROME_PATH to the one provideChromium chose), or the usual Debian path.
 */
export const CHROMIUM_PATH = "path" in found ? found.path : "/usr/bin/chromium";

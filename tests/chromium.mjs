// Debian's Chromium, as the browser tests and the benchmark's Lighthouse run it (as root, in a
// container: no sandbox, no GPU, nothing fetched in the background).
export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

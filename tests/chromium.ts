/**
 * Debian's Chromium, as the end-to-end tests, the benchmarks and the screenshots launch it:
 * headless in a container (no sandbox, no GPU, small /dev/shm) and without Chrome's own network
 * traffic, which this machine's closed network refuses.
 */
const quiet = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Full Chromium in its headless mode: what Lighthouse measures in (bench/lighthouse.ts). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = ['--headless=new', ...quiet];

/**
 * The end-to-end tests' browser: Chromium's headless shell (Debian's chromium-headless-shell), the
 * one Playwright runs headless tests in by default. The same engine without the browser's own
 * interface, which full Chromium draws for every context (ADR 0084); `CHROME_PATH` names another.
 */
export const testBrowser = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
  args: quiet,
};

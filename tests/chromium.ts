/**
 * Debian's Chromium, as the end-to-end tests and the benchmarks launch it: headless in a
 * container (no sandbox, no GPU, small /dev/shm) and without Chrome's own network traffic, which
 * this machine's closed network refuses.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

import os from 'node:os';
import path from 'node:path';
import { build, startServer } from './server.ts';
import { measureParity, meetsParity, parityTargets, writeParity } from './static-parity.ts';

/**
 * `npm run bench:pages`, also a part of `npm run bench`: the anonymous trip page, `/`, `/trips` and
 * a magazine post from the page cache beside a bare Node server and nginx serving the same bytes
 * (issue 17 point 1); writes bench/results/pages-latest.json and the "Pages beside nginx" section
 * of docs/performance.md, and exits with 1 when a page misses its share. About five minutes.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

await build(ROOT);
const server = await startServer(ROOT);
const loadAverage = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
const date = new Date().toISOString();
let runs: Awaited<ReturnType<typeof measureParity>>;
try {
  runs = await measureParity(server.url, await parityTargets(server.url));
} finally {
  await server.stop();
}
await writeParity(ROOT, runs, date, loadAverage);
for (const r of runs)
  console.log(
    `${r.page} ${r.encoding}: ${r.itinera.requestsPerSecond} req/s, bare Node ${r.node.requestsPerSecond}, nginx ${r.nginx.requestsPerSecond} (${r.share})`,
  );
process.exit(meetsParity(runs) ? 0 : 1);

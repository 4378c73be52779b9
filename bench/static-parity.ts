import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { demoPostPath, demoTripPath } from './page-weight.ts';
import { benchSection } from './sections.ts';
import { freePort } from './server.ts';

/** Issue 17 point 1: each page at no less than this share of nginx's requests/s for the same bytes. */
export const MIN_SHARE_OF_NGINX = 0.5;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_PARITY_SECONDS ?? 3);
/** Rounds of the three servers in turn, each figure their median: the shared machine drifts within seconds. */
const ROUNDS = 3;
const ENCODINGS = { identity: '', gzip: 'gzip', br: 'gzip, deflate, br' } as const;
type Encoding = keyof typeof ENCODINGS;

export type ParityRun = {
  page: string;
  encoding: Encoding;
  bytes: number;
  itinera: WrkFigures;
  /** Node's own HTTP server writing the same bytes and headers and nothing else. */
  node: WrkFigures;
  nginx: WrkFigures;
  share: number;
};
type WrkFigures = { requestsPerSecond: number; p99Ms: number; errors: number };

/** A page as a visitor's browser gets it: its status, headers and the bytes as they travel. */
function fetchRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const flat = Object.fromEntries(
          Object.entries(res.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value.join(', ') : String(value),
          ]),
        );
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

const wrkBinary = 'wrk';
const run = promisify(execFile);

/** wrk with one thread (the other core is the server's), its figures read from its report. */
async function wrk(url: string, headers: Record<string, string>, seconds: number): Promise<WrkFigures> {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = await run(wrkBinary, [...args, url]);
  const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN);
  const [, value = '0', unit = 'ms'] = /99%\s+([\d.]+)(us|ms|s)/.exec(stdout) ?? [];
  const p99Ms = Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
  const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  return { requestsPerSecond: Math.round(requestsPerSecond), p99Ms: Math.round(p99Ms * 10) / 10, errors };
}

/** The round with the median requests/s. */
const median = (figures: WrkFigures[]) =>
  [...figures].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(figures.length / 2)] as WrkFigures;

/** nginx headers a location adds, quoted for its config. */
const addHeaders = (headers: Record<string, string>) =>
  Object.entries(headers)
    .filter(([name]) => !['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name))
    .map(([name, value]) => `      add_header ${name} '${value.replaceAll("'", "\\'")}' always;`)
    .join('\n');

type Served = { page: string; encoding: Encoding; file: string; headers: Record<string, string>; bytes: number };

/**
 * nginx from Debian with one worker (Itinera is one process), serving each answer's exact bytes
 * and headers from a file at `/{file}`, as a static file server would.
 */
async function startNginx(dir: string, served: Served[]) {
  const port = await freePort();
  const locations = served
    .map(({ file, headers }) => `    location = /${file} {\n${addHeaders(headers)}\n    }`)
    .join('\n');
  const config = `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type 'text/html; charset=utf-8';
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    etag off;
${locations}
  }
}
`;
  await writeFile(path.join(dir, 'nginx.conf'), config);
  const child: ChildProcess = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** A bare Node HTTP server that answers each `/{file}` with its bytes and headers: what Node's HTTP server costs. */
const bareNode = `
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const [dir, port] = process.argv.slice(1);
const answers = new Map(JSON.parse(readFileSync(dir + '/served.json', 'utf8')).map(({ file, headers }) => {
  const { date, connection, 'keep-alive': keepAlive, ...own } = headers;
  return ['/' + file, { headers: own, body: readFileSync(dir + '/www/' + file) }];
}));
createServer((req, res) => {
  const answer = answers.get(req.url);
  res.writeHead(200, answer.headers);
  res.end(answer.body);
}).listen(Number(port), '127.0.0.1');
`;

async function startBareNode(dir: string, served: Served[]) {
  await writeFile(path.join(dir, 'served.json'), JSON.stringify(served));
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', bareNode, dir, String(port)], { stdio: 'inherit' });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** Polls `url` until it answers 200. */
async function answering(url: string, what: string) {
  for (let tries = 0; tries < 100; tries++) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(50);
  }
  throw new Error(`${what} did not start`);
}

/**
 * Each page in each coding, from Itinera's page cache and from nginx serving the same bytes with
 * the same headers, one after the other in the same run (issue 17 point 1).
 */
export async function measureParity(base: string, pages: ParityTarget[]) {
  const dir = await mkdtemp(path.join(tmpdir(), 'itinera-parity-'));
  // nginx started by root reads its files as an unprivileged worker.
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, 'www'), { recursive: true });
  await mkdir(path.join(dir, 'tmp'), { recursive: true });
  const served: Served[] = [];
  for (const [index, { page, headers }] of pages.entries()) {
    for (const [encoding, accept] of Object.entries(ENCODINGS) as [Encoding, string][]) {
      const asked = { ...headers, ...(accept ? { 'accept-encoding': accept } : {}) };
      // Twice: the first answer renders and stores the page, the second makes its compressed form.
      await fetchRaw(base + page, asked);
      await fetchRaw(base + page, asked);
      const answer = await fetchRaw(base + page, asked);
      if (answer.status !== 200 || answer.headers['x-cache'] !== 'HIT')
        throw new Error(`${page} (${encoding}) was not answered from the page cache: ${answer.status}`);
      const file = `page-${index}-${encoding}`;
      await writeFile(path.join(dir, 'www', file), answer.body);
      served.push({ page, encoding, file, headers: answer.headers, bytes: answer.body.length });
    }
  }
  const nginx = await startNginx(dir, served);
  const node = await startBareNode(dir, served);
  const runs: ParityRun[] = [];
  try {
    await answering(`${nginx.url}/${served[0]?.file}`, 'nginx');
    await answering(`${node.url}/${served[0]?.file}`, 'The bare Node server');
    for (const item of served) {
      const asked = { ...(pages.find(({ page }) => page === item.page)?.headers ?? {}) };
      if (ENCODINGS[item.encoding]) asked['accept-encoding'] = ENCODINGS[item.encoding];
      console.log(`Beside nginx: ${item.page} (${item.encoding}, ${item.bytes} bytes)…`);
      const targets = [
        { url: base + item.page, headers: asked },
        { url: `${node.url}/${item.file}`, headers: {} },
        { url: `${nginx.url}/${item.file}`, headers: {} },
      ];
      for (const { url, headers } of targets) await wrk(url, headers, 2);
      const rounds: WrkFigures[][] = [[], [], []];
      for (let round = 0; round < ROUNDS; round++) {
        for (const [index, { url, headers }] of targets.entries())
          rounds[index]?.push(await wrk(url, headers, SECONDS));
      }
      const [itinera, fromNode, fromNginx] = rounds.map(median) as [WrkFigures, WrkFigures, WrkFigures];
      const share = Math.round((itinera.requestsPerSecond / fromNginx.requestsPerSecond) * 100) / 100;
      runs.push({
        page: item.page,
        encoding: item.encoding,
        bytes: item.bytes,
        itinera,
        node: fromNode,
        nginx: fromNginx,
        share,
      });
    }
  } finally {
    nginx.child.kill('SIGQUIT');
    node.child.kill();
    await rm(dir, { recursive: true, force: true });
  }
  return runs;
}

/** The pages issue 17 names: a trip, the home page, the trip list and a magazine post, as visitors ask for them. */
export type ParityTarget = { page: string; headers: Record<string, string> };

export const parityTargets = async (base: string): Promise<ParityTarget[]> => [
  { page: await demoTripPath(base), headers: {} },
  // `/` detects the language unless it was chosen; without the cookie every answer would set it.
  { page: '/', headers: { cookie: 'lang=en' } },
  { page: '/trips', headers: {} },
  { page: await demoPostPath(base), headers: {} },
];

/** Keeps a run's figures in bench/results/pages-latest.json and its section of docs/performance.md. */
export async function writeParity(root: string, runs: ParityRun[], date: string, loadAverage: number) {
  const results = path.join(root, 'bench', 'results');
  await mkdir(results, { recursive: true });
  await writeFile(path.join(results, 'pages-latest.json'), `${JSON.stringify({ date, loadAverage, runs }, null, 2)}\n`);
  const performance = path.join(root, 'docs', 'performance.md');
  const markdown = await readFile(performance, 'utf8').catch(() => '');
  await writeFile(performance, paritySectionInto(markdown, renderParitySection(runs, date, loadAverage)));
}

export const meetsParity = (runs: ParityRun[]) => runs.every((run) => run.share >= MIN_SHARE_OF_NGINX);

const HEADING = '## Pages beside nginx';
const END = '<!-- end of the static-parity section (npm run bench writes it) -->';
const section = benchSection(HEADING, END);
export const paritySectionOf = section.of;
export const paritySectionInto = section.into;

const pageName = (page: string) =>
  page.startsWith('/trips/') ? 'a trip' : page.startsWith('/blog/') ? 'a post' : page;

export function renderParitySection(runs: ParityRun[], date: string, loadAverage: number): string {
  const rows = runs.map(
    (r) =>
      `| ${pageName(r.page)} | ${r.encoding} | ${r.bytes.toLocaleString('en')} | ${r.itinera.requestsPerSecond.toLocaleString('en')} (p99 ${r.itinera.p99Ms} ms) | ${r.node.requestsPerSecond.toLocaleString('en')} | ${r.nginx.requestsPerSecond.toLocaleString('en')} (p99 ${r.nginx.p99Ms} ms) | ${r.share >= MIN_SHARE_OF_NGINX ? '' : '**'}${Math.round(r.share * 100)} %${r.share >= MIN_SHARE_OF_NGINX ? '' : '**'} |`,
  );
  return `${HEADING}

Measured ${date.slice(0, 10)} by \`npm run bench:pages\` (load average ${loadAverage} before): each anonymous
page as the page cache answers it, then the same bytes and headers from a bare Node HTTP server
(\`writeHead\` and \`end\`, nothing else: what Node's own HTTP server costs, which every request to
Itinera passes through, ADR 0067) and from nginx (Debian's, one worker
process as Itinera is one process, \`sendfile\` on), all with wrk (one thread, ${CONNECTIONS} connections; after 2 s of
warm-up each, ${ROUNDS} rounds of ${SECONDS} s of the three in turn, each figure the median round) on this 2-core machine, so
the load generator takes one core. Budget: at least
${MIN_SHARE_OF_NGINX * 100} % of nginx's requests/s for every page and coding (issue 17); bold misses it.

| page | coding | bytes | Itinera req/s | bare Node req/s | nginx req/s | share of nginx |
|---|---|---|---|---|---|---|
${rows.join('\n')}

${END}`;
}

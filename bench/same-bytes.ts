import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startNginx } from '#tests/setup/nginx.ts';
import { freePort } from './server.ts';

/** A response as a browser gets it: its status, headers and the bytes as they travel. */
export type Captured = { status: number; headers: Record<string, string>; body: Buffer };

export function fetchRaw(url: string, headers: Record<string, string>) {
  return new Promise<Captured>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const flat = Object.entries(res.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : String(value),
        ]);
        resolve({ status: res.statusCode ?? 0, headers: Object.fromEntries(flat), body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** Headers each server writes for itself, per connection or per file. */
const ownHeaders = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'accept-ranges',
]);
const quoted = (value: string) => `'${value.replaceAll("'", "\\'")}'`;

/** An nginx location answering `/{name}` with the response's bytes from a file and its headers. */
const location = (name: string, { headers }: Captured) =>
  [
    `  location = /${name} {`,
    `    default_type ${quoted(headers['content-type'] ?? 'text/html')};`,
    ...Object.entries(headers)
      .filter(([header]) => !ownHeaders.has(header))
      .map(([header, value]) => `    add_header ${header} ${quoted(value)} always;`),
    '  }',
  ].join('\n');

/** A bare Node HTTP server that answers each `/{name}` with its bytes and headers: what Node's HTTP server costs. */
const bareNode = `
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const [dir, port] = process.argv.slice(1);
const responses = new Map(JSON.parse(readFileSync(dir + '/served.json', 'utf8')).map(([name, headers]) => {
  const { date, connection, 'keep-alive': keepAlive, 'transfer-encoding': chunked, ...own } = headers;
  return ['/' + name, { headers: own, body: readFileSync(dir + '/www/' + name) }];
}));
createServer((req, res) => {
  const response = responses.get(req.url);
  res.writeHead(200, response.headers);
  res.end(response.body);
}).listen(Number(port), '127.0.0.1');
`;

async function answering(url: string, what: string) {
  for (let tries = 0; tries < 100; tries++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await sleep(50);
  }
  throw new Error(`${what} did not start`);
}

/**
 * nginx (Debian's, one worker as Itinera is one process, `sendfile` on) and a bare Node server,
 * each answering `/{name}` with the bytes and headers of `responses[name]` as a static file
 * server would: the limits of the same work without an application behind it.
 */
export async function sameBytes(responses: Record<string, Captured>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'itinera-same-bytes-'));
  // nginx started by root reads its files as an unprivileged worker unless told otherwise.
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, 'www'));
  for (const [name, { body }] of Object.entries(responses)) await writeFile(path.join(dir, 'www', name), body);
  const entries = Object.entries(responses);
  const [first] = Object.keys(responses);
  const nginxPort = await freePort();
  const nginx = await startNginx(
    () =>
      [
        'sendfile on;',
        'tcp_nopush on;',
        'keepalive_requests 100000;',
        `server {\n  listen 127.0.0.1:${nginxPort};\n  root ${dir}/www;\n  etag off;`,
        ...entries.map(([name, response]) => location(name, response)),
        '}',
      ].join('\n'),
    `http://127.0.0.1:${nginxPort}/${first}`,
  );
  await writeFile(path.join(dir, 'served.json'), JSON.stringify(entries.map(([name, { headers }]) => [name, headers])));
  const nodePort = await freePort();
  const node: ChildProcess = spawn(process.execPath, ['-e', bareNode, dir, String(nodePort)], { stdio: 'inherit' });
  const stop = async () => {
    node.kill();
    await nginx.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await answering(`http://127.0.0.1:${nodePort}/${first}`, 'The bare Node server');
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    nginx: (name: string) => `http://127.0.0.1:${nginxPort}/${name}`,
    node: (name: string) => `http://127.0.0.1:${nodePort}/${name}`,
    stop,
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Debian's Varnish (`apt-get install varnish varnish-modules`; .ci/run installs both). */
export const VARNISHD = '/usr/sbin/varnishd';

/**
 * docs/varnish.vcl with its one backend replaced by a round-robin director over `ports`; the rest
 * is the file as shipped.
 */
export function varnishExample(ports: number[]): string {
  const vcl = readFileSync('docs/varnish.vcl', 'utf8');
  const backend = /^backend default \{[^}]*\}\n/m;
  if (!backend.test(vcl)) throw new Error('docs/varnish.vcl has no `backend default { … }` block to replace');
  const instances = [
    'import directors;',
    ...ports.map((port, i) => `backend instance${i} {\n    .host = "127.0.0.1";\n    .port = "${port}";\n}`),
    'sub vcl_init {',
    '    new instances = directors.round_robin();',
    ...ports.map((_, i) => `    instances.add_backend(instance${i});`),
    '}',
    'sub vcl_recv {',
    '    set req.backend_hint = instances.backend();',
    '}',
    '',
  ].join('\n');
  return vcl.replace(backend, instances);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * varnishd in the foreground on 127.0.0.1:`port` with `vcl`, its working folder a temporary one;
 * resolves once `url` answers through it. Fails, rather than skips, where Varnish is missing.
 */
export async function startVarnish(vcl: string, port: number, url: string) {
  if (!existsSync(VARNISHD)) {
    throw new Error(
      `${VARNISHD} is missing: install Varnish and xkey with \`apt-get install -y varnish varnish-modules\` (.ci/run does)`,
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'itinera-varnish-'));
  const file = path.join(dir, 'itinera.vcl');
  writeFileSync(file, vcl);
  let output = '';
  // No jail: run by root (CI) Varnish would otherwise drop to its own users, who may not read `dir`.
  const child = spawn(
    VARNISHD,
    [
      '-F',
      '-j',
      'none',
      '-n',
      path.join(dir, 'work'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      file,
      '-s',
      'malloc,32m',
      '-p',
      'http_gzip_support=off',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
    rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with ${child.exitCode}:\n${output}`);
    const answered = await fetch(url, { redirect: 'manual' }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (answered) return { stop, output: () => output };
    if (tries > 150) {
      await stop();
      throw new Error(`varnishd did not answer within 15 s:\n${output}`);
    }
    await sleep(100);
  }
}

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Debian's nginx (`apt-get install nginx-light`; .ci/run installs it). */
const NGINX = '/usr/sbin/nginx';

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * nginx in the foreground with `site(dir)` in its http block, `dir` being a folder of its own for
 * its cache, temporary files, log and pid; resolves once `url` answers through it (a redirect
 * counts: it is not followed).
 */
export async function startNginx(site: (dir: string) => string, url: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'itinera-nginx-'));
  const config = path.join(dir, 'nginx.conf');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${dir}/${kind};`);
  writeFileSync(
    config,
    [
      // Run by root (CI), the workers would otherwise be `nobody`, who may not write in the folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      `http {\naccess_log off;\n${temp.join('\n')}\n${site(dir)}\n}`,
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', config, '-e', `${dir}/error.log`], { stdio: 'ignore' });
  const log = () => readFileSync(path.join(dir, 'error.log'), 'utf8');
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
    rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${log()}`);
    const answered = await fetch(url, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (answered) return { stop };
    if (tries > 100) {
      await stop();
      throw new Error('nginx did not answer within 10 s');
    }
    await sleep(100);
  }
}

import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

/** The newest installed PostgreSQL's programs (Debian's layout), as `.ci/run` finds them. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const newest = versions.at(-1);
  if (!newest) throw new Error('No PostgreSQL in /usr/lib/postgresql: apt-get install postgresql');
  return path.join(root, newest, 'bin');
}

/** PostgreSQL refuses to run as root: as root, its programs run as the user postgres. */
function run(program: string, args: string[]) {
  const command = path.join(postgresBin(), program);
  if (process.getuid?.() !== 0) return execFileSync(command, args, { stdio: 'pipe' });
  const quoted = [command, ...args].map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`).join(' ');
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
}

/**
 * A throwaway PostgreSQL cluster of the caller's own (trust authentication, 127.0.0.1 on a spare
 * port), so a test may stop and start it under a running server.
 */
export async function startPostgresCluster() {
  const dir = mkdtempSync(path.join(tmpdir(), 'itinera-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), 0);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      try {
        stop('immediate');
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PostgresCluster = Awaited<ReturnType<typeof startPostgresCluster>>;

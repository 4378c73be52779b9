import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { serverEntry } from './fresh-build.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Settles once the server listens; rejects when it exits first, with its output. */
  ready: Promise<void>;
  exited: Promise<number | null>;
  output(): string;
  /** Sends `signal` and waits for the process to end. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
};

/**
 * The real server as `npm start` runs it (the bundle of `ensureFreshBuild`, production mode), or
 * `entry`, as a child process on 127.0.0.1:`port`.
 */
export function startServer(port: number, env: Record<string, string>, entry = serverEntry): ServerProcess {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', entry], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test that times out leaves its worker without stopping the server: it goes with the worker.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  child.once('exit', () => process.off('exit', orphaned));
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('listens on')) resolve();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}): ${output}`)));
  });
  // A test that only waits for `exited` must not fail on the rejection.
  ready.catch(() => {});
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    ready,
    exited,
    output: () => output,
    stop(signal) {
      child.kill(signal);
      return exited;
    },
  };
}

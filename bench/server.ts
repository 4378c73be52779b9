import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export type RunningServer = {
  url: string;
  /** The server's DATA_DIR: the outbox of its mail is there. */
  dataDir: string;
  stop: () => Promise<void>;
  /** Why the server is gone, with its output, or undefined while it runs. */
  death: () => string | undefined;
  /** The server's process, whose memory /proc shows. */
  pid: number;
  /** `performance.now()` when the process was spawned, for timing its start-up. */
  spawnedAt: number;
  /** Its prom-client metrics (`/metrics` on METRICS_PORT), when started with `metrics`. */
  metricsUrl?: string;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Others build into the shared build/ while we measure, which swaps the hashed asset names under a running
 * server and turns every script and stylesheet into a 404. So the server runs from a private copy: it reads
 * `build` relative to its working directory, and the copy stays inside the project so that the server build
 * still finds node_modules. The `build/` line of .gitignore keeps the copy out of git and Biome.
 */
export async function snapshotBuild(root: string, name: string | number): Promise<string> {
  // One copy per server: a run may start two (the embedded database's and PostgreSQL's).
  const dir = path.join(root, 'bench', `.server-${process.pid}-${name}`);
  await rm(dir, { recursive: true, force: true });
  await cp(path.join(root, 'build'), path.join(dir, 'build'), { recursive: true });
  // The bundled server finds its migrations and demo content at ../../server from build/start (ADR 0054).
  await symlink(path.join(root, 'server'), path.join(dir, 'server'));
  // A build of the pages alone (`react-router build`, as some tests make) has no bundled server.
  const runtime = await productionRuntime(root);
  if (!existsSync(path.join(dir, runtime.entry))) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`build/ has no ${runtime.entry} (another build under way?); run again`);
  }
  const serverBuild = await readFile(path.join(dir, 'build', 'server', 'index.js'), 'utf8');
  // The server build names its own lazily imported chunks (build/server/assets) the same way.
  const assets = new Set([
    ...(await readdir(path.join(dir, 'build', 'client', 'assets'))),
    ...(await readdir(path.join(dir, 'build', 'server', 'assets')).catch(() => [])),
  ]);
  const missing = [...serverBuild.matchAll(/\/assets\/([\w.-]+\.(?:js|css))/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !assets.has(name));
  if (missing.length) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`build/ changed while it was copied (another build?); run again. Missing: ${missing.join(', ')}`);
  }
  return dir;
}

/** Builds what `npm start` runs: the pages and the bundled server (`npm run build`). */
export function build(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // A NODE_ENV of development or test in the shell would build React's development bundle, several times slower.
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`))));
  });
}

/**
 * The environment and Node flags `npm start` gives the server (package.json), so that every bench
 * measures the server as production runs it.
 */
export async function productionRuntime(root: string) {
  const { scripts } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (scripts.start ?? '').split(/\s+/);
  const node = words.indexOf('node');
  const entry = words.findIndex((word, index) => index > node && !word.startsWith('-'));
  if (node === -1 || entry === -1) throw new Error('The start script of package.json no longer runs node … <file>');
  const env = Object.fromEntries(words.slice(0, node).map((word) => word.split('=', 2) as [string, string]));
  return {
    env,
    nodeArgs: words.slice(node + 1, entry),
    entry: words[entry] ?? '',
    description: words.slice(0, entry + 1).join(' '),
  };
}

/**
 * What a run may change: the server's environment, a data folder of its own that it keeps, and the
 * file node runs instead of `npm start`'s (relative to the project, like the start script's), and a
 * copy of the build from `snapshotBuild` that it keeps, so that many starts run the same build.
 */
type ServerOptions = {
  env?: Record<string, string>;
  dataDir?: string;
  entry?: string;
  workDir?: string;
  /** Node's flags instead of `npm start`'s, to compare settings side by side. */
  nodeArgs?: string[];
  /**
   * METRICS_PORT set, so that V8's heap can be read from outside (operations.md, "Logs and
   * metrics"); off by default as in production, as scraping costs the server a little.
   */
  metrics?: boolean;
};

/**
 * Starts the production server on a fresh data folder, so every run measures the same demo content,
 * or on the given one (the search bench's seeded database).
 */
export async function startServer(root: string, options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const workDir = options.workDir ?? (await snapshotBuild(root, port));
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'itinera-bench-')));
  const runtime = await productionRuntime(root);
  const metricsPort = options.metrics ? await freePort() : undefined;
  const spawnedAt = performance.now();
  const nodeArgs = options.nodeArgs ?? runtime.nodeArgs;
  const child = spawn(process.execPath, [...nodeArgs, path.join(workDir, options.entry ?? runtime.entry)], {
    cwd: workDir,
    env: {
      ...process.env,
      ...runtime.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Canonical and hreflang links must name the origin Lighthouse audits, or the SEO checks compare hosts.
      PUBLIC_URL: url,
      // Not a line per request (docs/operations.md, "Logs and metrics"): this process keeps the output.
      LOG_LEVEL: 'warn',
      ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept quiet unless start-up fails, so the server's log does not bury the figures.
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk;
  });

  const death = () =>
    child.exitCode === null && child.signalCode === null
      ? undefined
      : `The server exited (code ${child.exitCode}, signal ${child.signalCode}). Its output:\n${log}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killer);
    }
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    if (!options.workDir) await rm(workDir, { recursive: true, force: true });
  };

  // A first start seeds the demo content (its pictures drawn by sharp), which took over three minutes on
  // PostgreSQL with the two cores busy with other work.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) {
      const metricsUrl = metricsPort ? `http://127.0.0.1:${metricsPort}/metrics` : undefined;
      return { url, dataDir, stop, death, pid: child.pid ?? 0, spawnedAt, ...(metricsUrl ? { metricsUrl } : {}) };
    }
    // Often enough that the memory bench can time a cold start by it.
    await sleep(20);
  }
  await stop();
  throw new Error(`The server did not become healthy on ${url}. Its output:\n${log}`);
}

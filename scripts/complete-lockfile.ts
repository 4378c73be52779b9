/**
 * Records in package-lock.json the per-platform optional packages (Biome's and Tailwind's native
 * binaries for macOS, Windows, musl...) that npm leaves out when the registry it resolves against
 * does not carry them, so that `npm ci` accepts the lock file on every platform (ADR 0029).
 * Each entry names the version its parent asks for and the os/cpu/libc read from the package
 * name, which is how these packages are named; npm on another platform fetches them by version.
 * Run after `npm install`: `npm run lockfile`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Entry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
};

const systems = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'wasi'];
const cpus = ['x64', 'arm64', 'arm', 'ia32', 'wasm32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el'];

/** `@biomejs/cli-linux-arm64-musl` → os linux, cpu arm64, libc musl. */
export function platformOf(name: string): Pick<Entry, 'os' | 'cpu' | 'libc'> | null {
  const parts = (name.split('/').pop() ?? '').split('-');
  const os = parts.find((part) => systems.includes(part));
  const cpu = parts.find((part) => cpus.includes(part));
  if (!cpu) return null;
  const platform: Pick<Entry, 'os' | 'cpu' | 'libc'> = { cpu: [cpu] };
  if (os && os !== 'wasi') platform.os = [os];
  if (parts.includes('musl')) platform.libc = ['musl'];
  else if (os === 'linux' && parts.some((part) => part.startsWith('gnu'))) platform.libc = ['glibc'];
  return platform;
}

export function completeLock(lock: { packages: Record<string, Entry> }): string[] {
  const added: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const prefix = location === '' ? '' : `${location}/`;
      const nested = `${prefix}node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
      lock.packages[`node_modules/${name}`] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      };
      added.push(`${name}@${version}`);
    }
  }
  // npm's own order, so that the next `npm install` leaves the file as it is.
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
  return added;
}

if (import.meta.main) {
  const file = 'package-lock.json';
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = completeLock(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `Recorded ${added.length} platform packages: ${added.join(', ')}` : 'Lock file complete.');
}

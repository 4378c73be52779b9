import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A file system of its own, `megabytes` large (a tmpfs; mounting needs root), to be filled up.
 * Fillers live in a folder beside the data, so emptying them gives back exactly what they took.
 */
export function mountSmallDisk(megabytes: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'itinera-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`The full-disk test mounts a tmpfs and needs root: ${(error as Error).message}`);
  }
  const fillers = path.join(dir, 'fillers');
  mkdirSync(fillers);
  let count = 0;
  const filler = () => path.join(fillers, String(++count));
  const free = () => {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  };
  return {
    /** Where the data goes. */
    dataDir: path.join(dir, 'data'),
    /** A path for a filler that another process writes; `empty` removes it with the others. */
    filler,
    free,
    /** Takes all but `leave` bytes of what is free (all of it by default). */
    fill(leave = 0) {
      try {
        writeFileSync(filler(), Buffer.alloc(Math.max(0, free() - leave)));
      } catch (error) {
        // Full before the last byte: what was asked for.
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    },
    empty() {
      rmSync(fillers, { recursive: true, force: true });
      mkdirSync(fillers);
    },
    unmount() {
      execFileSync('umount', [dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { statfsSync } from 'node:fs';

/**
 * Below this much free space in DATA_DIR writes are refused before they reach the disk. The
 * embedded database must always be able to begin a new WAL segment (16 MB): where it cannot, it
 * stops for good (a PANIC), and the server with it (ADR 0049).
 */
export const DISK_RESERVE_BYTES = 64 * 1024 * 1024;

/** How long one look at the free space holds: a syscall per write is cheap, a burst needs one. */
const CHECK_MS = 1_000;

/** Whether `dir`'s file system has less than `reserve` bytes free; false when it cannot tell. */
export function diskSpace(dir: string, reserve = DISK_RESERVE_BYTES) {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let low = false;
  return {
    low(): boolean {
      const now = performance.now();
      if (now - checkedAt < CHECK_MS) return low;
      checkedAt = now;
      try {
        const stats = statfsSync(dir);
        low = stats.bavail * stats.bsize < reserve;
      } catch {
        low = false;
      }
      return low;
    },
  };
}

export type DiskSpace = ReturnType<typeof diskSpace>;

/**
 * Failures that are not the request's: the database away, or the disk full. The same request
 * succeeds once the fault is gone, so callers are told to come back (server/errors.ts).
 */
export type Fault = 'UNAVAILABLE' | 'INSUFFICIENT_STORAGE';

/** The embedded database stopped for good (a PANIC): nothing may ask it anything any more. */
export class DatabaseStopped extends Error {
  constructor(cause: unknown) {
    super('The embedded database stopped', { cause });
    this.name = 'DatabaseStopped';
  }
}

/** Free space in DATA_DIR fell below its reserve (server/disk-space.ts): a write is refused before it reaches the disk. */
export class DiskLow extends Error {
  constructor() {
    super('Free space in DATA_DIR is below its reserve');
    this.name = 'DiskLow';
  }
}

/** System error codes of a connection that failed or broke: the database (or another service) is not there. */
const unreachable = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);

/**
 * PostgreSQL's SQLSTATEs of a database away: class 08 (connection), a server shutting down or
 * starting (57P01-57P03), out of connections (53300).
 */
const unavailableState = /^(08...|57P0[123]|53300)$/;

/** node-postgres tells a connection lost or never made by its message alone. */
const lostConnection = /^Connection terminated|^timeout exceeded when trying to connect|is not queryable/;

/**
 * Which fault `error` is, looking through what it was caused by (Drizzle and better-auth wrap
 * the driver's error); undefined for any other error.
 */
export function faultOf(error: unknown): Fault | undefined {
  let current = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    // 53100 is PostgreSQL's disk_full.
    if (current instanceof DiskLow || code === 'ENOSPC' || code === 'EDQUOT' || code === '53100')
      return 'INSUFFICIENT_STORAGE';
    if (typeof code === 'string' && (unreachable.has(code) || unavailableState.test(code))) return 'UNAVAILABLE';
    if (current instanceof DatabaseStopped || lostConnection.test(current.message)) return 'UNAVAILABLE';
    current = current.cause;
  }
  return undefined;
}

/** The innermost cause's message: what the log says of a fault, in one line. */
export function describeFault(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

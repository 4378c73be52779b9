import { AsyncLocalStorage } from 'node:async_hooks';
import { type DestinationStream, type LevelWithSilent, type Logger, pino } from 'pino';

export type { Logger } from 'pino';

/** What the server knows about the request being answered, for every line logged meanwhile. */
export type RequestScope = { log: Logger; userId?: string };

type Holder = { destination: DestinationStream; root?: Logger; scope: AsyncLocalStorage<RequestScope> };

/**
 * One per process: the server loads this module natively while the React Router build (or Vite)
 * bundles a copy for the pages' entry (app/entry.server.tsx); both must write the same lines with
 * the same request's id, as server/request-context.ts shares its key.
 */
const key = Symbol.for('itinera.log');
const slot = globalThis as { [key]?: Holder };
slot[key] ??= {
  // Written as soon as it can, lines that come meanwhile together; what is left when the process
  // exits is flushed then (pino registers it).
  destination: pino.destination({ dest: 1, sync: false }),
  scope: new AsyncLocalStorage<RequestScope>(),
};
const holder = slot[key];

/** Every logger writes through this, so that a test can put its own destination in place at any time. */
const forwarding: DestinationStream = { write: (line: string) => holder.destination.write(line) };

/** One JSON object per line: ISO time, level by name, message as `msg`, an error's stack under `err`. */
export function createLogger(level: LevelWithSilent = 'info', destination: DestinationStream = forwarding): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

holder.root ??= createLogger();

/** The process's logger: what happens outside a request (start, shutdown, mail rounds). LOG_LEVEL sets its level (server/index.ts). */
export const log: Logger = holder.root;

/** Where every line of this process goes (standard output); the tests record them instead (tests/setup/guards.ts). */
export function setLogDestination(destination: DestinationStream): DestinationStream {
  const previous = holder.destination;
  holder.destination = destination;
  return previous;
}

/** The logger of the request being answered (its lines carry its `reqId`), else the process's. */
export const requestLog = (): Logger => holder.scope.getStore()?.log ?? log;

/** Runs the rest of a request's handling in `scope`: what it logs carries the request's id. */
export const inRequestScope = <T>(scope: RequestScope, run: () => T): T => holder.scope.run(scope, run);

/** Notes who the request is from, once the session was read anyway (server/auth/session.ts); the log line hashes it. */
export function noteRequestUser(userId: string) {
  const scope = holder.scope.getStore();
  if (scope) scope.userId = userId;
}

/** A library's own logger (better-auth's) as lines of this log, at the level it says, its message prefixed with its name. */
export const libraryLog =
  (name: string) =>
  (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
    const err = args.find((arg) => arg instanceof Error);
    requestLog()[level](err ? { err } : {}, `[${name}] ${message}`);
  };

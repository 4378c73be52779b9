import net from 'node:net';
import { afterEach, beforeEach, vi } from 'vitest';
import { setLogDestination } from '#server/observability/logger.ts';

/**
 * Tests fail when they log console.error or a line at level error (an error nobody expected) and
 * when they try to reach anything but this machine. A test that expects an error log says so with
 * `expectConsoleError()`.
 */
let expected = false;
let logged: unknown[][] = [];
const originalError = console.error;

// The server's JSON log (server/observability/logger.ts): its errors count as console.error, the rest is dropped.
setLogDestination({
  write(line: string) {
    const { level } = JSON.parse(line) as { level?: string };
    if (level !== 'error' && level !== 'fatal') return;
    logged.push([line]);
    if (!expected) process.stderr.write(line);
  },
});

export function expectConsoleError() {
  expected = true;
}

beforeEach(() => {
  expected = false;
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
    if (!expected) originalError(...args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (!expected && logged.length > 0) {
    throw new Error(`console.error was called ${logged.length} time(s); the first: ${String(logged[0]?.[0])}`);
  }
});

const local = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
  const [first, second] = args as [unknown, unknown];
  const options =
    typeof first === 'object' && first !== null ? (first as net.TcpNetConnectOpts & { path?: string }) : undefined;
  const host = options ? options.host : typeof second === 'string' ? second : undefined;
  if (!options?.path && host !== undefined && !local.has(host)) {
    throw new Error(`Tests may not reach the outside network (tried ${host})`);
  }
  return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
} as typeof net.Socket.prototype.connect;

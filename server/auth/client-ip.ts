import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { CLIENT_IP_HEADER } from './limits.ts';

/**
 * The caller's address for throttling: the socket's, or behind a proxy we were told to trust
 * (TRUST_PROXY), the first X-Forwarded-For entry. Whatever the client sent in our header is replaced.
 */
export function clientHeaders(c: Context, trustProxy: boolean): Headers {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests) have no socket.
  }
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, forwarded || socket || 'unknown');
  return headers;
}

/** The request with the caller's address in our header, for handlers that read its body. */
export function withClientIp(c: Context, trustProxy: boolean): Request {
  return new Request(c.req.raw, { headers: clientHeaders(c, trustProxy) });
}

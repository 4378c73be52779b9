import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { clientAddress, type TrustedProxies } from '../trusted-proxies.ts';
import { CLIENT_IP_HEADER } from './limits.ts';

/**
 * The request's headers with the caller's address for throttling in our header: the socket's, or
 * behind proxies we were told to trust (TRUST_PROXY), what they say in X-Forwarded-For. Whatever
 * the client sent in our header is replaced.
 */
export function clientHeaders(c: Context, trusted: TrustedProxies): Headers {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests) have no socket.
  }
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientAddress(trusted, socket, c.req.header('x-forwarded-for')) || 'unknown');
  return headers;
}

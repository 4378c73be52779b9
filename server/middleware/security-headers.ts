import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';

/** Every answer's security headers but its Content-Security-Policy: the same for every response of the process. */
function securityHeaders(env: Env): [string, string][] {
  const hsts: [string, string][] = env.PUBLIC_URL.startsWith('https://')
    ? [['strict-transport-security', 'max-age=31536000; includeSubDomains']]
    : [];
  return [
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...hsts,
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

/**
 * Sets the security headers on every response, and a Content-Security-Policy with a nonce of the
 * request's own, which server rendering puts on its scripts; a response that brings its own policy
 * (a page from the page cache names its scripts by hash) keeps it.
 */
export function secureResponses(
  env: Env,
  dev: boolean,
): MiddlewareHandler<{ Variables: { secureHeadersNonce?: string } }> {
  const fixed = securityHeaders(env);
  const policy = contentSecurityPolicy(dev, env);
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('secureHeadersNonce', nonce);
    await next();
    const { headers } = c.res;
    if (!headers.has('content-security-policy')) headers.set('content-security-policy', policy(nonce));
    for (const [name, value] of fixed) if (!headers.has(name)) headers.set(name, value);
  };
}

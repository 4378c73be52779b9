import type { HeadersFunction, ServerBuild } from 'react-router';

type RouteHeaders = NonNullable<ServerBuild['routes'][string]>['module']['headers'];

/**
 * A route's `headers`, plus the Retry-After its action or loader answered with (a 429 says when to
 * try again: server/errors.ts). React Router passes only the cookies of those answers on to the
 * page unless the route's own `headers` takes them; a route without its own passes its parent's.
 */
export function withRetryAfter(own: RouteHeaders): HeadersFunction {
  return (args) => {
    const headers = new Headers(typeof own === 'function' ? own(args) : (own ?? args.parentHeaders));
    const retryAfter = [args.errorHeaders, args.actionHeaders, args.loaderHeaders]
      .map((answered) => answered?.get('Retry-After'))
      .find(Boolean);
    if (retryAfter) headers.set('Retry-After', retryAfter);
    return headers;
  };
}

import { retryAfterHeaders } from '../errors.ts';

/**
 * better-auth's own rate limiter says when to try again in a header of its own (X-Retry-After);
 * its 429 says it the standard way instead, as every other 429 does (server/errors.ts).
 */
export function withStandardRetryAfter(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const response = await handler(request);
    const seconds = response.headers.get('X-Retry-After');
    if (seconds === null) return response;
    response.headers.delete('X-Retry-After');
    for (const [name, value] of Object.entries(retryAfterHeaders(Number(seconds)))) response.headers.set(name, value);
    return response;
  };
}

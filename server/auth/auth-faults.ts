import type { Database } from '../db/client.ts';
import { toErrorResponse } from '../errors.ts';
import { faultOf } from '../faults.ts';
import { apiLocale } from '../i18n.ts';

function faultAnswer(error: unknown, request: Request): Response | undefined {
  if (!faultOf(error)) return undefined;
  const { status, body, headers } = toErrorResponse(error, apiLocale(request));
  return Response.json(body, { status, headers });
}

/**
 * better-auth's answer, with the database being away told as the API tells it (503, Retry-After).
 * better-auth throws what its rate limiter meets, and answers what its endpoints meet with a 500
 * of its own: a 500 is checked with a ping.
 */
export async function authAnswer(answer: () => Promise<Response>, database: Database, request: Request) {
  let response: Response;
  try {
    response = await answer();
  } catch (error) {
    const answered = faultAnswer(error, request);
    if (answered) return answered;
    throw error;
  }
  if (response.status !== 500) return response;
  try {
    await database.ping();
    return response;
  } catch (error) {
    return faultAnswer(error, request) ?? response;
  }
}

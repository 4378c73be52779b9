import type { Database } from '../db/client.ts';
import { errorResponse } from '../errors.ts';
import { faultOf } from '../faults.ts';
import { withOwnRefusals } from './validation-message.ts';

const faultResponse = (error: unknown, request: Request) =>
  faultOf(error) ? errorResponse(error, request) : undefined;

/**
 * better-auth's answer, with the database being away told as the API tells it (503, Retry-After).
 * better-auth throws what its rate limiter meets, and answers what its endpoints meet with a 500
 * of its own: a 500 is checked with a ping. Its English refusals of a body are told as ours
 * (validation-message.ts).
 */
export async function authResponse(answer: () => Promise<Response>, database: Database, request: Request) {
  let response: Response;
  try {
    response = await answer();
  } catch (error) {
    const answered = faultResponse(error, request);
    if (answered) return answered;
    throw error;
  }
  if (response.status !== 500) return withOwnRefusals(response, request);
  try {
    await database.ping();
    return response;
  } catch (error) {
    return faultResponse(error, request) ?? response;
  }
}

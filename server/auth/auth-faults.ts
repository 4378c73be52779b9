import type { Database } from '../db/client.ts';
import { errorAnswer } from '../errors.ts';
import { faultOf } from '../faults.ts';

const faultAnswer = (error: unknown, request: Request) => (faultOf(error) ? errorAnswer(error, request) : undefined);

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

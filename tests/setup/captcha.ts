import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestApp } from './test-app.ts';

/**
 * Does what the captcha widget does in a reader's browser: fetches a challenge from the app,
 * works out its proof of work and answers with the `altcha` field's value.
 */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const challenge = await (await t.request('/api/captcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

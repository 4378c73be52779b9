import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { newCaptchaChallenge } from '#server/captcha/captcha.ts';
import type { TestApp } from './test-app.ts';

/**
 * Does what the captcha widget does in a reader's browser: fetches a challenge from the app,
 * works out its proof of work and answers with the `altcha` field's value.
 */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  return answered(await (await t.request('/api/captcha/challenge')).json());
}

/**
 * The same answer to a challenge signed with the app's secret that asks the least work (counter
 * 1), for the tests that need a captcha only to get past it: the app's own challenges take about
 * half a second of CPU each to solve, and some tests need dozens. The app checks it as any other.
 */
export async function signedCaptcha(t: TestApp): Promise<string> {
  return answered(await newCaptchaChallenge(t.env.AUTH_SECRET, Date.now(), 1));
}

async function answered(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/setup/test-database.ts';
import { newCaptchaChallenge, spendCaptcha } from './captcha.ts';

const secret = 'a-test-secret-that-is-long-enough-for-auth';
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** What the widget puts in the form: the challenge and its solution, as base64 JSON. */
async function answer(challenge: Awaited<ReturnType<typeof newCaptchaChallenge>>) {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('the captcha', () => {
  it('accepts a solved challenge once, and never a replay, a forgery, an expired or a malformed one', async () => {
    const payload = await answer(await newCaptchaChallenge(secret));
    expect(await spendCaptcha(database.db, secret, payload)).toBe(true);
    expect(await spendCaptcha(database.db, secret, payload)).toBe(false);

    const foreign = await answer(await newCaptchaChallenge('another-secret-that-is-long-enough-too'));
    expect(await spendCaptcha(database.db, secret, foreign)).toBe(false);

    const expired = await answer(await newCaptchaChallenge(secret, Date.now() - 11 * 60 * 1000));
    expect(await spendCaptcha(database.db, secret, expired)).toBe(false);

    const decoded = JSON.parse(Buffer.from(await answer(await newCaptchaChallenge(secret)), 'base64').toString());
    decoded.solution.derivedKey = `${decoded.solution.derivedKey.slice(0, -1)}${decoded.solution.derivedKey.endsWith('0') ? '1' : '0'}`;
    const wrong = Buffer.from(JSON.stringify(decoded)).toString('base64');
    expect(await spendCaptcha(database.db, secret, wrong)).toBe(false);

    for (const junk of [undefined, '', 'not base64 at all', Buffer.from('{}').toString('base64'), 'x'.repeat(5000)]) {
      expect(await spendCaptcha(database.db, secret, junk)).toBe(false);
    }
  });

  it('lets only one of two simultaneous submissions of the same response through', async () => {
    const payload = await answer(await newCaptchaChallenge(secret));
    const results = await Promise.all([1, 2, 3].map(() => spendCaptcha(database.db, secret, payload)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

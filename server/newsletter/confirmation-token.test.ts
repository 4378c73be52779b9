import { describe, expect, it } from 'vitest';
import { confirmationHours, confirmationToken, readConfirmationToken } from './confirmation-token.ts';

const secret = 'a secret of at least thirty-two characters';
const now = Date.UTC(2026, 10, 26, 12);
const hours = (count: number) => count * 3600 * 1000;

describe('the confirmation link’s token', () => {
  it('names its subscriber until it expires, and not a moment after', () => {
    const token = confirmationToken(secret, 'subscriber-1', now);
    expect(readConfirmationToken(secret, token, now + hours(confirmationHours) - 1000)).toEqual({
      state: 'valid',
      id: 'subscriber-1',
    });
    expect(readConfirmationToken(secret, token, now + hours(confirmationHours) + 1000)).toEqual({ state: 'expired' });
  });

  it('is refused when any part was changed or another secret signed it', () => {
    const [id, expires, signature] = confirmationToken(secret, 'subscriber-1', now).split('.');
    for (const forged of [
      `other-subscriber.${expires}.${signature}`,
      `${id}.${Number(expires) + 3600}.${signature}`,
      `${id}.${expires}.${signature?.slice(1)}`,
      confirmationToken('another secret of at least thirty-two chars', 'subscriber-1', now),
      'not-a-token',
      '',
    ])
      expect(readConfirmationToken(secret, forged, now)).toEqual({ state: 'invalid' });
  });
});

import { describe, expect, it } from 'vitest';
import { memberOfToken, unsubscribeToken } from './unsubscribe-token.ts';

const secret = 'a secret of at least thirty-two characters';

describe('unsubscribe tokens', () => {
  it('name the member they were made for, and nobody for a changed or foreign token', () => {
    const token = unsubscribeToken(secret, 'user.with.dots');
    expect(memberOfToken(secret, token)).toBe('user.with.dots');
    expect(memberOfToken(secret, token.replace('user', 'usex'))).toBeNull();
    expect(memberOfToken('another secret of thirty-two characters!', token)).toBeNull();
    expect(memberOfToken(secret, 'no-dot')).toBeNull();
    expect(memberOfToken(secret, `${token}x`)).toBeNull();
  });
});

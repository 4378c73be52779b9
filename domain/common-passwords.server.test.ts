import { describe, expect, it } from 'vitest';
import { chosenPassword, isCommonPassword } from './common-passwords.server.ts';
import { toViolations } from './validation.ts';

describe('isCommonPassword', () => {
  it.each(['password', 'PASSWORD', '12345678', 'Password123', ' qwertyuiop ', 'Itinera', 'trustno1', 'iloveyou2'])(
    'refuses %j',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['correct horse battery staple', 'wandering-dunes-42', 'qwertyuiop1!x', ''])('accepts %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

describe('chosenPassword', () => {
  const rules = (value: string) => {
    const result = chosenPassword.safeParse(value);
    return result.success ? [] : toViolations(result.error).map((violation) => violation.rule);
  };

  it('refuses a common password as the common_password rule, and a short one by its length', () => {
    expect(rules('a long enough password')).toEqual([]);
    expect(rules('PassWord123')).toEqual(['common_password']);
    expect(rules('dragon')[0]).toBe('min');
  });
});

import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import { registerSchema } from './schemas/account.ts';
import { toViolations } from './validation.ts';

describe('isCommonPassword', () => {
  it.each(['password', 'PASSWORD', 'Password123', 'qwertyuiop', ' 12345678 ', 'Itinera', 'trustno1'])(
    'refuses %j',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['correct horse battery staple', 'password!', 'qwertyuiop1', ''])('accepts %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

describe('registerSchema refuses common passwords', () => {
  const valid = { displayName: 'Jana', email: 'jana@example.org', password: 'wandering-dunes-42', terms: 'on' };

  const violations = (input: Record<string, unknown>) => {
    const result = registerSchema.safeParse(input);
    return result.success ? [] : toViolations(result.error);
  };

  it('as the common_password rule, whatever the case', () => {
    expect(violations(valid)).toEqual([]);
    expect(violations({ ...valid, password: 'PassWord123' })).toEqual([
      { field: 'password', rule: 'common_password', params: {} },
    ]);
  });

  it('reports a short password by its length first', () => {
    expect(violations({ ...valid, password: 'dragon' })[0]).toEqual({
      field: 'password',
      rule: 'min',
      params: { length: 8 },
    });
  });

  it('reports unaccepted terms as required', () => {
    expect(violations({ ...valid, terms: undefined })).toEqual([{ field: 'terms', rule: 'required', params: {} }]);
  });
});

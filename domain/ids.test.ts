import { describe, expect, it } from 'vitest';
import { idPattern, isAliasShaped, slugPattern, tripKeyPattern } from './ids.ts';

describe('key shapes', () => {
  it.each(['AbCdEfGh_-012345', 'georgia-wine-and-mountains-3fa2c1', 'trip-00ff00'])('%s is a trip key', (key) => {
    expect(tripKeyPattern.test(key)).toBe(true);
  });

  it.each([
    '',
    '\0',
    'a\0b',
    'AbCdEfGh_-01234',
    'AbCdEfGh_-0123456',
    'Georgia-Wine',
    'double--dash',
    '-leading',
    'trailing-',
    'a/b',
    'a'.repeat(101),
  ])('%j is not', (key) => {
    expect(tripKeyPattern.test(key)).toBe(false);
  });

  it('tells ids from slugs', () => {
    expect(idPattern.test('AbCdEfGh_-012345')).toBe(true);
    expect(idPattern.test('georgia-3fa2c1')).toBe(false);
    expect(slugPattern.test('georgia-3fa2c1')).toBe(true);
    expect(slugPattern.test('AbCdEfGh_-012345')).toBe(false);
    expect(slugPattern.test(`${'a'.repeat(100)}`)).toBe(true);
  });

  it('takes aliases the profile form accepts', () => {
    expect(['lena', 'Jana_K-2', 'abc'].map(isAliasShaped)).toEqual([true, true, true]);
    expect(['ab', 'a'.repeat(31), '-jana', 'jana/k', 'a\0b', 'jäna'].map(isAliasShaped)).toEqual(Array(6).fill(false));
  });
});

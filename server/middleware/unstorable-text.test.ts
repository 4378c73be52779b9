import { describe, expect, it } from 'vitest';
import { unstorablePath } from './unstorable-text.ts';

const nested = (depth: number, bottom: unknown) => {
  let value = bottom;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

describe('the path of a text the database cannot store', () => {
  it('names the first such string or key in the body’s order, as the validation messages name fields', () => {
    expect(unstorablePath({ title: 'ok', tags: ['ok', 'a\0b'] })).toEqual(['tags', '1']);
    expect(unstorablePath({ a: { b: ['\ud800'] }, c: '\0' })).toEqual(['a', 'b', '0']);
    expect(unstorablePath({ a: 'ok', 'b\0': 'ok', c: '\0' })).toEqual(['b\0']);
    expect(unstorablePath({ a: { 'x\udfff': 1 } })).toEqual(['a', 'x\udfff']);
    expect(unstorablePath('\0')).toEqual([]);
  });

  it('finds none in text, numbers and whole surrogate pairs', () => {
    expect(unstorablePath({ a: ['Azores 🚂', 1, null, true, { b: 'a\\u0000b' }] })).toBeNull();
  });

  it('walks a value 100,000 levels deep without recursion', () => {
    const path = unstorablePath({ email: nested(100_000, '\0') });
    expect(path).toHaveLength(100_001);
    expect(path?.slice(0, 3)).toEqual(['email', '0', '0']);
    expect(unstorablePath(nested(100_000, 'fine'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { requestLimits } from '#domain/request-limits.ts';
import { postInputSchema } from '#domain/schemas/post.ts';
import { nestsDeeperThan } from './json-nesting.ts';

const nested = (depth: number, bottom = '1') => `{"a":${'['.repeat(depth - 1)}${bottom}${']'.repeat(depth - 1)}}`;

describe('the nesting of a JSON text', () => {
  it('counts arrays and objects as they open, up to the limit and not past it', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('[{},{"a":[{}]},[]]', 4)).toBe(false);
    expect(nestsDeeperThan('[{},{"a":[{"b":{}}]},[]]', 4)).toBe(true);
    expect(nestsDeeperThan('"just text"', 0)).toBe(false);
  });

  it('takes brackets in strings for text, after escaped quotes and runs of backslashes', () => {
    expect(nestsDeeperThan('["[[[{{{"]', 1)).toBe(false);
    expect(nestsDeeperThan('["a\\"[[[", "\\\\"]', 1)).toBe(false);
    expect(nestsDeeperThan('["\\\\\\"[[", "{{"]', 1)).toBe(false);
    // The string ends at the quote after two backslashes: the brackets after it are structure.
    expect(nestsDeeperThan('["\\\\", [[]]]', 2)).toBe(true);
  });

  it('answers for a text that is no JSON, which the parser refuses after', () => {
    expect(nestsDeeperThan('["unterminated [[[[', 1)).toBe(false);
    expect(nestsDeeperThan('', 1)).toBe(false);
  });

  it('refuses a body 100,000 levels deep, with a NUL or half a surrogate pair at the bottom', () => {
    for (const bottom of ['"\\u0000"', '"\\ud800"', '1'])
      expect(nestsDeeperThan(nested(100_000, bottom), requestLimits.jsonDepth)).toBe(true);
  });

  it('lets the deepest body a person writes through: a link in a list in a list of a magazine post', () => {
    const item = (content: unknown) => ({ type: 'listItem', content: [content] });
    const link = { type: 'text', text: 'Ferries', marks: [{ type: 'link', attrs: { href: 'https://example.org/' } }] };
    const inner = { type: 'bulletList', content: [item({ type: 'paragraph', content: [link] })] };
    const post = {
      language: 'en',
      title: 'Ferries',
      category: 'travel',
      body: { type: 'doc', content: [{ type: 'orderedList', content: [item(inner)] }] },
    };
    expect(postInputSchema.safeParse(post).success).toBe(true);
    const text = JSON.stringify(post);
    expect([nestsDeeperThan(text, 16), nestsDeeperThan(text, 17)]).toEqual([true, false]);
    expect(nestsDeeperThan(text, requestLimits.jsonDepth)).toBe(false);
  });
});

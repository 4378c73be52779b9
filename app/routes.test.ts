import { describe, expect, it } from 'vitest';
import { isReservedAlias } from '#domain/schemas/profile.ts';
import routes from './routes.ts';

type Entry = { path?: string; children?: Entry[] };

function firstSegments(entries: Entry[]): string[] {
  return entries.flatMap((entry) => {
    const first = entry.path?.split('/')[0] ?? '';
    const own = first && !first.startsWith(':') && first !== '*' ? [first] : [];
    return [...own, ...(entry.children && !entry.path ? firstSegments(entry.children) : [])];
  });
}

describe('vanity links', () => {
  it('can never take the first path segment of a page', () => {
    const segments = firstSegments(routes as Entry[]);
    expect(segments).toContain('account');
    expect(segments.filter((segment) => !isReservedAlias(segment))).toEqual([]);
  });

  it('are refused for the pages the spec plans but the site does not have yet', () => {
    const planned = ['magazine', 'blog', 'tripoftheday', 'trips', 'confirmation-newsletter', 'registration-newsletter'];
    expect(planned.filter((segment) => !isReservedAlias(segment))).toEqual([]);
  });
});

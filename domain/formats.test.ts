import { describe, expect, it } from 'vitest';
import { formats } from './formats.ts';

describe('formats', () => {
  it('write numbers and ratings as the page’s language does', () => {
    expect(formats('en').number(1691)).toBe('1,691');
    expect(formats('de').number(1691)).toBe('1.691');
    expect(formats('en').rating(3)).toBe('3.0');
    expect(formats('de').rating(3)).toBe('3,0');
  });

  it('write calendar days without shifting them, and a span once', () => {
    expect(formats('en').date('2025-10-18')).toBe('Oct 18, 2025');
    expect(formats('de').date('2025-10-18')).toBe('18.10.2025');
    // ICU sets the dash of a range between thin spaces.
    expect(formats('en').dates('2025-10-18', '2025-10-25')).toBe('Oct 18\u2009–\u200925, 2025');
    expect(formats('de').dates('2025-10-18', '2025-10-25')).toBe('18.–25.10.2025');
    expect(formats('de').dates('2025-10-18', null)).toBe('18.10.2025');
  });
});

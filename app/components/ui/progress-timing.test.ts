import { describe, expect, it } from 'vitest';
import { PROGRESS_BAR } from '#domain/site.ts';
import { progressPercent } from './progress-timing.ts';

describe('progressPercent', () => {
  it.each([
    [0, null],
    [PROGRESS_BAR.throttleMs - 1, null],
    [PROGRESS_BAR.throttleMs, 10],
    [PROGRESS_BAR.durationMs, null],
    [PROGRESS_BAR.durationMs + 1000, null],
  ])('at %i ms is %s', (elapsed, expected) => {
    expect(progressPercent(elapsed)).toBe(expected);
  });

  it('grows toward 90 % without reaching it', () => {
    const samples = [250, 500, 1000, 2000, 3000, 4000, 4999].map((ms) => progressPercent(ms) ?? 0);
    for (let i = 1; i < samples.length; i++) expect(samples[i]).toBeGreaterThan(samples[i - 1] ?? 0);
    expect(samples.at(-1)).toBeLessThan(90);
    expect(samples.at(-1)).toBeGreaterThan(89);
  });
});

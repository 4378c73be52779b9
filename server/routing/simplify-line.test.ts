import { describe, expect, it } from 'vitest';
import { simplifyLine } from './simplify-line.ts';

describe('simplifyLine', () => {
  it('keeps a line of two points as it is, and a straight line as its two ends', () => {
    expect(simplifyLine([[1, 2]], 10)).toEqual([[1, 2]]);
    const straight = Array.from(
      { length: 50 },
      (_, index) => [40 + index * 0.01, -8 + index * 0.01] as [number, number],
    );
    expect(simplifyLine(straight, 10)).toEqual([straight[0], straight[49]]);
  });

  it('keeps the point farthest off first, and never more than asked for', () => {
    // A bend of 11 km at the middle, and one of 1 km near the end.
    const line: [number, number][] = [
      [0, 0],
      [0.05, 0.1],
      [0.1, 0.2],
      [0, 0.3],
      [0.009, 0.35],
      [0, 0.4],
    ];
    expect(simplifyLine(line, 3)).toEqual([
      [0, 0],
      [0.1, 0.2],
      [0, 0.4],
    ]);
    expect(simplifyLine(line, 4)).toEqual([
      [0, 0],
      [0.1, 0.2],
      [0, 0.3],
      [0, 0.4],
    ]);
    // Bends below the tolerance (20 m) are left out however many points are allowed.
    expect(
      simplifyLine(
        [
          [0, 0],
          [0.0001, 0.5],
          [0, 1],
        ],
        100,
      ),
    ).toEqual([
      [0, 0],
      [0, 1],
    ]);
  });
});

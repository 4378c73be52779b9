import { describe, expect, it } from 'vitest';
import { visibleLabels } from './label-collision.ts';

const box = (x: number, y: number, width = 50, height = 20) => ({ x, y, width, height });

describe('visibleLabels', () => {
  it.each([
    ['no labels', [], 4, []],
    ['one label', [box(0, 0)], 4, [true]],
    ['far apart', [box(0, 0), box(200, 0)], 4, [true, true]],
    ['overlapping: the later one hides', [box(0, 0), box(30, 5)], 4, [true, false]],
    ['closer than the margin', [box(0, 0), box(53, 0)], 4, [true, false]],
    ['exactly the margin apart', [box(0, 0), box(54, 0)], 4, [true, true]],
    ['below, within the margin', [box(0, 0), box(0, 22)], 4, [true, false]],
    ['a hidden label does not hide others', [box(0, 0), box(40, 0), box(80, 0)], 4, [true, false, true]],
    ['no margin: touching is fine', [box(0, 0), box(50, 0)], 0, [true, true]],
  ])('%s', (_name, boxes, margin, expected) => {
    expect(visibleLabels(boxes, margin)).toEqual(expected);
  });
});

describe('visibleLabels beside what is taken', () => {
  it('hides a label that would cover a station’s marker or name', () => {
    expect(visibleLabels([box(0, 0), box(100, 0)], 4, { taken: [box(20, 10, 26, 26)] })).toEqual([false, true]);
  });

  it('shows no more than the limit, counting only those shown', () => {
    const row = [box(0, 0), box(30, 0), box(100, 0), box(200, 0), box(300, 0)];
    expect(visibleLabels(row, 4, { limit: 2 })).toEqual([true, false, true, false, false]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type Arrangement,
  actionFor,
  applyButton,
  arrange,
  type ButtonMove,
  containerOf,
  dragOver,
  dropOver,
  focusAfter,
  stationDays,
  stepSlot,
} from './days-layout.ts';
import { carryKeys } from './rename-safe-keys.ts';
import { draftLeg, draftPlace } from './test-drafts.ts';
import { type DraftPlace, emptyDraft } from './wizard-draft.ts';
import { initialWizardState, wizardReducer } from './wizard-reducer.ts';

const place = (activities: string[], days: [number, string[]][], duration = 3) =>
  draftPlace('p', activities, days, { name: 'Porto', duration });

const leg = (duration: number, overnight: boolean) => draftLeg(duration, overnight);

describe('stationDays: day numbers across the trip', () => {
  it.each([
    ['the first station counts one day more', [[2, null]], [[1, 3]]],
    [
      'the next station continues',
      [
        [2, null],
        [2, null],
      ],
      [
        [1, 3],
        [4, 5],
      ],
    ],
    [
      'an overnight leg of a day adds one',
      [
        [2, [1440, true]],
        [1, null],
      ],
      [
        [1, 3],
        [5, 5],
      ],
    ],
    [
      'a leg of two and a half days overnight adds two',
      [
        [1, [3600, true]],
        [2, null],
      ],
      [
        [1, 2],
        [5, 6],
      ],
    ],
    [
      'a long leg without a night adds none',
      [
        [1, [3000, false]],
        [1, null],
      ],
      [
        [1, 2],
        [3, 3],
      ],
    ],
    [
      'a station of no days has none',
      [
        [1, null],
        [0, null],
        [1, null],
      ],
      [
        [1, 2],
        [3, 2],
        [3, 3],
      ],
    ],
  ] as [string, [number, [number, boolean] | null][], [number, number][]][])('%s', (_name, stations, expected) => {
    const places = stations.map(([duration, direction]) => ({
      ...place([], [], duration),
      directions: direction ? [leg(...direction)] : [],
    }));
    expect(stationDays(places).map(({ firstDay, lastDay }) => [firstDay, lastDay])).toEqual(expected);
  });
});

describe('arrange: what the step shows of a station', () => {
  it.each<[string, DraftPlace, number, Arrangement]>([
    ['all in the pool, days empty', place(['a', 'b'], []), 2, { pool: ['a', 'b'], 'day:1': [], 'day:2': [] }],
    [
      'planned activities in their day order, the rest in station order',
      place(['a', 'b', 'c', 'd'], [[2, ['c', 'a']]]),
      2,
      { pool: ['b', 'd'], 'day:1': [], 'day:2': ['c', 'a'] },
    ],
    [
      'one listed twice shows on its first day',
      place(
        ['a'],
        [
          [1, ['a']],
          [2, ['a']],
        ],
      ),
      2,
      { pool: [], 'day:1': ['a'], 'day:2': [] },
    ],
    [
      'a day past the station’s length gives its activities back',
      place(['a'], [[3, ['a']]]),
      2,
      { pool: ['a'], 'day:1': [], 'day:2': [] },
    ],
    [
      'ids of no activity of the station are left out',
      place(['a'], [[1, ['x', 'a']]]),
      1,
      { pool: [], 'day:1': ['a'] },
    ],
  ])('%s', (_name, station, dayCount, expected) => {
    expect(arrange(station, dayCount)).toEqual(expected);
  });
});

const start: Arrangement = { pool: ['p1', 'p2'], 'day:1': ['a', 'b', 'c'], 'day:2': ['d'], 'day:3': [] };

describe('dragging between lists', () => {
  it.each<[string, string, string, Arrangement]>([
    [
      'from the pool over a day’s activity: before it',
      'p1',
      'b',
      { ...start, pool: ['p2'], 'day:1': ['a', 'p1', 'b', 'c'] },
    ],
    [
      'from a later day over an activity: before it too',
      'd',
      'c',
      { ...start, 'day:1': ['a', 'b', 'd', 'c'], 'day:2': [] },
    ],
    ['over an empty day: into it', 'a', 'day:3', { ...start, 'day:1': ['b', 'c'], 'day:3': ['a'] }],
    ['over the pool: back into it', 'd', 'pool', { ...start, pool: ['p1', 'p2', 'd'], 'day:2': [] }],
    ['within its own list: unchanged until the drop', 'a', 'c', start],
    ['over an unknown id: unchanged', 'a', 'zz', start],
  ])('%s', (_name, active, over, expected) => {
    expect(dragOver(start, active, over)).toEqual(expected);
  });

  it.each<[string, string, string, Arrangement]>([
    ['down within a day: takes the place of the one it is over', 'a', 'c', { ...start, 'day:1': ['b', 'c', 'a'] }],
    ['up within a day', 'c', 'a', { ...start, 'day:1': ['c', 'a', 'b'] }],
    ['over itself: unchanged', 'b', 'b', start],
    ['over its own list: unchanged', 'b', 'day:1', start],
  ])('drop %s', (_name, active, over, expected) => {
    expect(dropOver(start, active, over)).toEqual(expected);
  });
});

describe('the buttons', () => {
  it.each<[string, ButtonMove, Arrangement]>([
    ['move up', { type: 'up', activityId: 'b' }, { ...start, 'day:1': ['b', 'a', 'c'] }],
    ['move down', { type: 'down', activityId: 'b' }, { ...start, 'day:1': ['a', 'c', 'b'] }],
    ['move up at the top: nothing', { type: 'up', activityId: 'a' }, start],
    ['move down at the bottom: nothing', { type: 'down', activityId: 'c' }, start],
    [
      'add to a day: at its end',
      { type: 'add', activityId: 'p2', day: 2 },
      { ...start, pool: ['p1'], 'day:2': ['d', 'p2'] },
    ],
    [
      'remove from a day',
      { type: 'remove', activityId: 'b' },
      { ...start, pool: ['p1', 'p2', 'b'], 'day:1': ['a', 'c'] },
    ],
  ])('%s', (_name, move, expected) => {
    expect(applyButton(start, move)).toEqual(expected);
  });

  it.each<[string, ButtonMove, ReturnType<typeof focusAfter>]>([
    [
      'move up follows the activity, to the other arrow at the top',
      { type: 'up', activityId: 'b' },
      [
        { activityId: 'b', control: 'up' },
        { activityId: 'b', control: 'down' },
        { activityId: 'b', control: 'handle' },
      ],
    ],
    [
      'add stays in the pool, on the next activity, else the previous one',
      { type: 'add', activityId: 'p1', day: 1 },
      [
        { activityId: 'p2', control: 'day' },
        { activityId: 'p1', control: 'handle' },
      ],
    ],
    [
      'remove stays on the day, on the next activity, else the previous one',
      { type: 'remove', activityId: 'b' },
      [
        { activityId: 'c', control: 'remove' },
        { activityId: 'a', control: 'remove' },
        { activityId: 'b', control: 'day' },
        { activityId: 'b', control: 'handle' },
      ],
    ],
    [
      'remove of a day’s only activity follows it to the pool',
      { type: 'remove', activityId: 'd' },
      [
        { activityId: 'd', control: 'day' },
        { activityId: 'd', control: 'handle' },
      ],
    ],
  ])('focus after %s', (_name, move, expected) => {
    expect(focusAfter(start, move)).toEqual(expected);
  });
});

describe('actionFor: the reducer action a move means', () => {
  const station = place(
    ['a', 'b', 'c', 'd', 'p1', 'p2'],
    [
      [1, ['a', 'b', 'c']],
      [2, ['d']],
    ],
  );
  const before = arrange(station, 3);

  it.each<[string, Arrangement, string, ReturnType<typeof actionFor>]>([
    [
      'onto a day, at its place there',
      { ...before, pool: ['p2'], 'day:1': ['a', 'p1', 'b', 'c'] },
      'p1',
      { type: 'assignActivity', placeId: 'p', day: 1, activityId: 'p1', position: 1 },
    ],
    [
      'onto a day not stored yet',
      { ...before, pool: ['p2'], 'day:3': ['p1'] },
      'p1',
      { type: 'assignActivity', placeId: 'p', day: 3, activityId: 'p1', position: 0 },
    ],
    [
      'reordered within its day',
      { ...before, 'day:1': ['b', 'c', 'a'] },
      'a',
      { type: 'assignActivity', placeId: 'p', day: 1, activityId: 'a', position: 2 },
    ],
    [
      'from a day to another',
      { ...before, 'day:1': ['a', 'c'], 'day:2': ['b', 'd'] },
      'b',
      { type: 'assignActivity', placeId: 'p', day: 2, activityId: 'b', position: 0 },
    ],
    [
      'from a day to the pool',
      { ...before, pool: ['p1', 'b', 'p2'], 'day:1': ['a', 'c'] },
      'b',
      { type: 'unassignActivity', placeId: 'p', day: 1, activityId: 'b' },
    ],
    ['within the pool: nothing', { ...before, pool: ['p2', 'p1'] }, 'p1', null],
    ['back where it was: nothing', before, 'b', null],
  ])('%s', (_name, after, activityId, expected) => {
    expect(actionFor(station, before, after, activityId)).toEqual(expected);
  });

  it('counts the position among the ids the draft lists, shown or not', () => {
    const stale = place(['a', 'b', 'c'], [[1, ['a', 'gone', 'b']]]);
    const after = { ...arrange(stale, 1), pool: [], 'day:1': ['a', 'b', 'c'] };
    expect(actionFor(stale, arrange(stale, 1), after, 'c')).toMatchObject({ position: 3 });
  });

  it.each<[string, ButtonMove]>([
    ['move up', { type: 'up', activityId: 'c' }],
    ['move down', { type: 'down', activityId: 'a' }],
    ['add to a day not stored yet', { type: 'add', activityId: 'p2', day: 3 }],
    ['remove from a day', { type: 'remove', activityId: 'b' }],
  ])('after the reducer, the draft shows what the button showed: %s', (_name, move) => {
    const after = applyButton(before, move);
    const action = actionFor(station, before, after, move.activityId);
    if (!action) throw new Error('expected an action');
    const state = wizardReducer(initialWizardState({ ...emptyDraft('en'), places: [station] }, null, ['en']), action);
    const shown = arrange(state.draft.places[0] as DraftPlace, 3);
    expect({ ...shown, pool: [...(shown.pool ?? [])].sort() }).toEqual({
      ...after,
      pool: [...(after.pool ?? [])].sort(),
    });
    expect(containerOf(shown, move.activityId)).toBe(containerOf(after, move.activityId));
  });
});

describe('carryKeys: item keys across the save renaming ids', () => {
  const keys = new Map([
    ['new-1', 'new-1'],
    ['s2', 's2'],
    ['new-3', 'new-3'],
  ]);
  it.each<[string, string[], [string, string][]]>([
    [
      'unchanged ids keep their keys',
      ['new-1', 's2', 'new-3'],
      [
        ['new-1', 'new-1'],
        ['s2', 's2'],
        ['new-3', 'new-3'],
      ],
    ],
    [
      'renamed ids keep the keys of the ids they replace',
      ['a', 's2', 'b'],
      [
        ['a', 'new-1'],
        ['s2', 's2'],
        ['b', 'new-3'],
      ],
    ],
    [
      'a new activity is keyed by its id',
      ['new-1', 's2', 'new-3', 'new-4'],
      [
        ['new-1', 'new-1'],
        ['s2', 's2'],
        ['new-3', 'new-3'],
        ['new-4', 'new-4'],
      ],
    ],
    [
      'after a deletion the others keep theirs',
      ['new-1', 'new-3'],
      [
        ['new-1', 'new-1'],
        ['new-3', 'new-3'],
      ],
    ],
  ])('%s', (_name, ids, expected) => {
    expect([...carryKeys(['new-1', 's2', 'new-3'], keys, ids)]).toEqual(expected);
  });
});

describe('stepSlot: the arrow keys carry an activity through every place in order', () => {
  it.each<[string, string, -1 | 1, Arrangement | null]>([
    ['down within a day', 'a', 1, { ...start, 'day:1': ['b', 'a', 'c'] }],
    ['up within a day', 'c', -1, { ...start, 'day:1': ['a', 'c', 'b'] }],
    ['down past the end: the start of the next day', 'c', 1, { ...start, 'day:1': ['a', 'b'], 'day:2': ['c', 'd'] }],
    ['up past the start: the end of the day above', 'd', -1, { ...start, 'day:1': ['a', 'b', 'c', 'd'], 'day:2': [] }],
    ['down into an empty day', 'd', 1, { ...start, 'day:2': [], 'day:3': ['d'] }],
    [
      'from the pool down: the start of the first day',
      'p2',
      1,
      { ...start, pool: ['p1'], 'day:1': ['p2', 'a', 'b', 'c'] },
    ],
    [
      'up from the first day: into the pool, at its end',
      'a',
      -1,
      { ...start, pool: ['p1', 'p2', 'a'], 'day:1': ['b', 'c'] },
    ],
    ['up from the pool: nowhere', 'p1', -1, null],
  ])('%s', (_name, activeId, by, expected) => {
    expect(stepSlot(start, activeId, by)).toEqual(expected);
  });

  it('goes nowhere down from the last place', () => {
    expect(stepSlot({ ...start, 'day:2': [], 'day:3': ['d'] }, 'd', 1)).toBeNull();
  });

  it('walks every place of the station once, in order', () => {
    const visited: string[] = [];
    let current: Arrangement | null = start;
    while (current) {
      const where = containerOf(current, 'p1') ?? '';
      visited.push(`${where}:${(current[where] ?? []).indexOf('p1')}`);
      current = stepSlot(current, 'p1', 1);
    }
    expect(visited).toEqual(['pool:0', 'day:1:0', 'day:1:1', 'day:1:2', 'day:1:3', 'day:2:0', 'day:2:1', 'day:3:0']);
  });
});

import '#locales/wizard.ts';
import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/locale.ts';
import { getI18n } from '#locales/i18n.ts';
import { type DragState, dragAnnouncements, targetOf } from './days-drag.ts';
import { type Arrangement, dayOfContainer } from './days-layout.ts';

const start: Arrangement = { pool: ['p1', 'p2'], 'day:1': ['a', 'b', 'c'], 'day:2': ['d'], 'day:3': [] };

describe('targetOf: where the dragged activity would land', () => {
  it.each<[string, string, ReturnType<typeof targetOf>]>([
    ['over an activity of its own list', 'c', { container: 'day:1', position: 3, count: 3 }],
    ['over an activity of another list, counting it in', 'd', { container: 'day:2', position: 1, count: 2 }],
    ['over an empty list', 'day:3', { container: 'day:3', position: 1, count: 1 }],
    ['over its own list', 'day:1', { container: 'day:1', position: 1, count: 3 }],
    ['over nothing known', 'zz', null],
  ])('%s', (_name, over, expected) => {
    expect(targetOf(start, 'a', over)).toEqual(expected);
  });
});

describe('what a screen reader hears during a drag', () => {
  const names: Record<string, string> = { a: 'Alfama', b: 'Belém', d: 'Douro', p1: 'Sintra', p2: 'Pena' };
  // The station starts on day 5 of the trip.
  const station = {
    name: (id: string) => names[id] ?? id,
    tripDay: (container: string) => {
      const number = dayOfContainer(container);
      return number === null ? null : number + 4;
    },
  };
  const announcements = (locale: Locale, current: Arrangement) => {
    const drag = {
      current: { before: start, current, keyboard: false, lastOver: null, pin: null } satisfies DragState,
    };
    return dragAnnouncements(getI18n(locale).getFixedT(locale, 'trip-wizard-days'), station, drag);
  };
  const active = (id: string) => ({ id }) as Active;
  const over = (id: string) => ({ id }) as Over;
  const moved: Arrangement = { ...start, pool: ['p2'], 'day:2': ['p1', 'd'] };

  it.each<[string, Locale, (a: ReturnType<typeof announcements>) => string | undefined, string]>([
    ['picking up', 'en', (a) => a.onDragStart({ active: active('a') }), 'Picked up Alfama.'],
    [
      'over a day, with the trip’s day number and the position',
      'en',
      (a) => a.onDragOver({ active: active('p1'), over: over('p1') }),
      'Sintra is over day 6, position 1 of 2.',
    ],
    [
      'over the pool',
      'en',
      (a) => a.onDragOver({ active: active('d'), over: over('p2') }),
      'Douro is over the activities not planned yet.',
    ],
    ['over nothing', 'en', (a) => a.onDragOver({ active: active('a'), over: null }), 'Alfama is no longer over a day.'],
    [
      'dropped on a day',
      'en',
      (a) => a.onDragEnd({ active: active('p1'), over: over('d') }),
      'Sintra was dropped on day 6, position 1 of 2.',
    ],
    [
      'cancelled',
      'en',
      (a) => a.onDragCancel({ active: active('a'), over: null }),
      'Dragging Alfama was cancelled; nothing was moved.',
    ],
    [
      'German: over a day',
      'de',
      (a) => a.onDragOver({ active: active('p1'), over: over('d') }),
      'Sintra ist über Tag 6, Position 2 von 2.',
    ],
    [
      'German: dropped in the pool',
      'de',
      (a) => a.onDragEnd({ active: active('p2'), over: over('p2') }),
      'Pena wurde bei den noch nicht eingeplanten Aktivitäten abgelegt.',
    ],
  ])('%s', (_name, locale, announce, expected) => {
    expect(announce(announcements(locale, moved))).toBe(expected);
  });
});

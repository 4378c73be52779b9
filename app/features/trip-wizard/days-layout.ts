import { numberDays, type PlaceDays, placeTimings } from '#domain/itinerary.ts';
import type { DraftPlace } from './wizard-draft.ts';
import type { WizardAction } from './wizard-reducer.ts';

/**
 * Where a station's activities are shown: the pool of those on no day, then each day, each an
 * ordered list of activity ids. Drag and drop and the buttons both produce a new arrangement;
 * actionFor turns the difference into the reducer's action, so both ways edit the draft alike.
 */
export type Arrangement = { readonly [container: string]: string[] };

export const poolContainer = 'pool';
export const dayContainer = (number: number) => `day:${number}`;

/** The day number (within the station) a container stands for; null for the pool. */
export function dayOfContainer(container: string): number | null {
  const match = /^day:(\d+)$/.exec(container);
  return match ? Number(match[1]) : null;
}

/** Each station's days in the trip's numbering. */
export function stationDays(places: readonly DraftPlace[]): PlaceDays[] {
  return numberDays(placeTimings(places));
}

/**
 * The station's arrangement for its first `dayCount` days. An activity listed by several days is
 * shown on the first; one listed only by a day past the station's length (its duration was
 * shortened) is shown in the pool, so the author can plan it again; ids of no activity of the
 * station are left out.
 */
export function arrange(place: DraftPlace, dayCount: number): Arrangement {
  const own = new Set(place.activities.map((activity) => activity._id));
  const placed = new Set<string>();
  const days: [string, string[]][] = [];
  for (let number = 1; number <= dayCount; number++) {
    const listed = place.days.find((day) => day.number === number)?.activities ?? [];
    const shown = listed.filter((id) => own.has(id) && !placed.has(id));
    for (const id of shown) placed.add(id);
    days.push([dayContainer(number), shown]);
  }
  const pool = place.activities.map((activity) => activity._id).filter((id) => !placed.has(id));
  return Object.fromEntries([[poolContainer, pool], ...days]);
}

const isContainer = (arrangement: Arrangement, id: string) => Object.hasOwn(arrangement, id);

/** The container holding an activity, or the container itself when `id` names one. */
export function containerOf(arrangement: Arrangement, id: string): string | null {
  if (isContainer(arrangement, id)) return id;
  for (const [container, ids] of Object.entries(arrangement)) if (ids.includes(id)) return container;
  return null;
}

export type Location = { container: string; position: number; count: number };

/** Where an activity is, with its 1-based position, for announcements. */
export function locate(arrangement: Arrangement, id: string): Location | null {
  const container = containerOf(arrangement, id);
  if (!container || container === id) return null;
  const ids = arrangement[container] ?? [];
  return { container, position: ids.indexOf(id) + 1, count: ids.length };
}

function insert(ids: readonly string[], id: string, at: number): string[] {
  const others = ids.filter((other) => other !== id);
  const index = Math.max(0, Math.min(at, others.length));
  return [...others.slice(0, index), id, ...others.slice(index)];
}

/** Moves an activity to `index` of `container`, out of wherever it was. */
export function moveTo(arrangement: Arrangement, id: string, container: string, index: number): Arrangement {
  const from = containerOf(arrangement, id);
  const target = arrangement[container];
  if (!from || from === id || !target) return arrangement;
  if (from === container) {
    if (target.indexOf(id) === Math.max(0, Math.min(index, target.length - 1))) return arrangement;
    return { ...arrangement, [container]: insert(target, id, index) };
  }
  return {
    ...arrangement,
    [from]: (arrangement[from] ?? []).filter((other) => other !== id),
    [container]: insert(target, id, index),
  };
}

/**
 * While the pointer drags: the activity joins the list it is over, taking the place of the
 * activity it is over (which moves down), or at the end when over the (empty) list itself, so it
 * sits under the pointer. Within its own list it stays put: the sortable list shows the new order
 * until the drop.
 */
export function dragOver(arrangement: Arrangement, activeId: string, overId: string): Arrangement {
  const from = containerOf(arrangement, activeId);
  const to = containerOf(arrangement, overId);
  if (!from || !to || from === to) return arrangement;
  const target = arrangement[to] ?? [];
  const overIndex = target.indexOf(overId);
  return moveTo(arrangement, activeId, to, overIndex < 0 ? target.length : overIndex);
}

/** On the drop: within a list, the activity takes the place of the one it is over. */
export function dropOver(arrangement: Arrangement, activeId: string, overId: string): Arrangement {
  const container = containerOf(arrangement, activeId);
  if (!container || container !== containerOf(arrangement, overId) || overId === container) return arrangement;
  return moveTo(arrangement, activeId, container, (arrangement[container] ?? []).indexOf(overId));
}

/** A button's move: up or down within a day, onto a day from the pool, or back to the pool. */
export type ButtonMove =
  | { type: 'up' | 'down'; activityId: string }
  | { type: 'add'; activityId: string; day: number }
  | { type: 'remove'; activityId: string };

export function applyButton(arrangement: Arrangement, move: ButtonMove): Arrangement {
  const location = locate(arrangement, move.activityId);
  if (!location) return arrangement;
  switch (move.type) {
    case 'up':
    case 'down': {
      if (location.container === poolContainer) return arrangement;
      const by = move.type === 'up' ? -1 : 1;
      const index = location.position - 1 + by;
      if (index < 0 || index >= location.count) return arrangement;
      return moveTo(arrangement, move.activityId, location.container, index);
    }
    case 'add': {
      const container = dayContainer(move.day);
      return moveTo(arrangement, move.activityId, container, arrangement[container]?.length ?? 0);
    }
    case 'remove':
      return moveTo(arrangement, move.activityId, poolContainer, arrangement[poolContainer]?.length ?? 0);
  }
}

/**
 * The reducer action that makes the draft show `after` for the activity moved, or null when its
 * day and place in it are unchanged (moves within the pool mean nothing: the pool follows the
 * station's order). The position counts the day's activities in the draft, which may list ids the
 * arrangement leaves out, so it is taken after the activity shown before it.
 */
export function actionFor(
  place: DraftPlace,
  before: Arrangement,
  after: Arrangement,
  activityId: string,
): WizardAction | null {
  const from = containerOf(before, activityId);
  const to = containerOf(after, activityId);
  if (!from || !to || to === activityId) return null;
  const target = dayOfContainer(to);
  if (target === null) {
    const source = dayOfContainer(from);
    return source === null ? null : { type: 'unassignActivity', placeId: place._id, day: source, activityId };
  }
  const shown = after[to] ?? [];
  const index = shown.indexOf(activityId);
  if (from === to && (before[from] ?? []).indexOf(activityId) === index) return null;
  const listed = (place.days.find((day) => day.number === target)?.activities ?? []).filter((id) => id !== activityId);
  const previous = shown[index - 1];
  const position = previous === undefined ? 0 : listed.indexOf(previous) + 1;
  return { type: 'assignActivity', placeId: place._id, day: target, activityId, position };
}

/** A control of an activity item, named by its `data-control`. */
export type Control = 'handle' | 'up' | 'down' | 'remove' | 'day';
export type FocusTarget = { activityId: string; control: Control };

/**
 * Where the focus goes after a button's move, first match wins. Reordering follows the activity
 * (to the other arrow once it reaches an end); taking it out of a list keeps the author in that
 * list, on the next activity or else the previous one, so a run of them is planned without
 * searching for the list again; from an emptied list the focus follows the activity.
 */
export function focusAfter(before: Arrangement, move: ButtonMove): FocusTarget[] {
  const { activityId } = move;
  const own = (...controls: Control[]) => controls.map((control) => ({ activityId, control }));
  if (move.type === 'up') return own('up', 'down', 'handle');
  if (move.type === 'down') return own('down', 'up', 'handle');
  const location = locate(before, activityId);
  const ids = location ? (before[location.container] ?? []) : [];
  const index = ids.indexOf(activityId);
  const neighbours = [ids[index + 1], ids[index - 1]].filter((id): id is string => id !== undefined);
  const control: Control = move.type === 'add' ? 'day' : 'remove';
  return [
    ...neighbours.map((id) => ({ activityId: id, control })),
    ...(move.type === 'add' ? own('handle') : own('day', 'handle')),
  ];
}

/**
 * One arrow key's step of a carried activity: to the next place in its list, past the end into the
 * next list (at its start), and likewise upwards (at the end of the list above), so the keys visit
 * every place of every day once and in order. The pool has no order: it is one place. Null at the
 * first or last place of the station.
 */
export function stepSlot(arrangement: Arrangement, activeId: string, by: -1 | 1): Arrangement | null {
  const containers = Object.keys(arrangement);
  const from = containerOf(arrangement, activeId);
  if (!from || from === activeId) return null;
  const places = (container: string) =>
    container === poolContainer ? 1 : (arrangement[container] ?? []).filter((id) => id !== activeId).length + 1;
  let container = containers.indexOf(from);
  let index = (from === poolContainer ? 0 : (arrangement[from] ?? []).indexOf(activeId)) + by;
  if (index < 0 || index >= places(from)) {
    container += by;
    const next = containers[container];
    if (next === undefined) return null;
    index = by > 0 ? 0 : places(next) - 1;
  }
  const target = containers[container] as string;
  return moveTo(arrangement, activeId, target, target === poolContainer ? Number.MAX_SAFE_INTEGER : index);
}

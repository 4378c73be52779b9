import {
  type Announcements,
  type CollisionDetection,
  getFirstCollision,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  pointerWithin,
  rectIntersection,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import type { RefObject } from 'react';
import { type Arrangement, containerOf, type Location, locate, stepSlot } from './days-layout.ts';

/** One drag of a station: the arrangement it started from and the one shown now. */
export type DragState = {
  before: Arrangement;
  current: Arrangement;
  /** Carried by the keyboard: the arrow keys move it from place to place, not by geometry. */
  keyboard: boolean;
  /** The last target found, kept while the pointer is between two lists (over a day's heading). */
  lastOver: UniqueIdentifier | null;
  /**
   * Set when the activity joined another list: it now sits under the pointer, so it is its own
   * target until the pointer moves ('next': not measured yet). Else the activity it displaced,
   * still under the pointer for a moment, would pull it along.
   */
  pin: 'next' | { top: number; left: number } | null;
};

const outside = (rect: DOMRect, point: { x: number; y: number }) =>
  point.x < rect.left || point.x > rect.right || point.y < rect.top || point.y > rect.bottom;

/**
 * The activity or empty list under the pointer, else the one the dragged activity overlaps most.
 * Between lists the last target stands; outside the station there is none, so a drop there
 * changes nothing.
 */
export function listCollisions(
  drag: RefObject<DragState | null>,
  station: RefObject<HTMLElement | null>,
): CollisionDetection {
  return (args) => {
    const state = drag.current;
    if (!state) return [];
    // Carried by the keyboard, the activity is where the arrangement shows it: it is its own target.
    if (state.keyboard) return [{ id: args.active.id }];
    // Pointer coordinates are the viewport's, like the station's client rectangle.
    if (
      args.pointerCoordinates &&
      station.current &&
      outside(station.current.getBoundingClientRect(), args.pointerCoordinates)
    ) {
      state.lastOver = null;
      state.pin = null;
      return [];
    }
    if (state.pin) {
      const { top, left } = args.collisionRect;
      if (state.pin === 'next') state.pin = { top, left };
      if (Math.abs(state.pin.top - top) < 1 && Math.abs(state.pin.left - left) < 1) return [{ id: args.active.id }];
      state.pin = null;
    }
    const pointer = pointerWithin(args);
    const overId = getFirstCollision(pointer.length > 0 ? pointer : rectIntersection(args), 'id');
    if (overId == null) return state.lastOver == null ? [] : [{ id: state.lastOver }];
    state.lastOver = overId;
    return [{ id: overId }];
  };
}

/**
 * The arrow keys carry the activity one place up or down through the station's lists (stepSlot),
 * the same steps whatever the lists' sizes on screen; the shown arrangement follows, and the
 * dragged rectangle stays put (the activity itself, highlighted, shows where it is).
 */
export function slotKeyboardCoordinates(
  drag: RefObject<DragState | null>,
  onStep: (arrangement: Arrangement, activeId: string) => void,
): KeyboardCoordinateGetter {
  return (event, { active }) => {
    const by = event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Up ? -1 : 0;
    const state = drag.current;
    if (by === 0 || !state) return;
    event.preventDefault();
    const next = stepSlot(state.current, String(active), by);
    if (!next || next === state.current) return;
    state.current = next;
    onStep(next, String(active));
  };
}

/** Where the activity would land over `overId`, 1-based, counting it in. */
export function targetOf(arrangement: Arrangement, activeId: string, overId: string): Location | null {
  const container = containerOf(arrangement, overId);
  if (!container) return null;
  const ids = arrangement[container] ?? [];
  const inside = ids.includes(activeId);
  const count = inside ? ids.length : ids.length + 1;
  if (overId !== container) return { container, position: ids.indexOf(overId) + 1, count };
  return { container, position: inside ? ids.indexOf(activeId) + 1 : count, count };
}

export type Describe = {
  name: (activityId: string) => string;
  /** The trip's number of the day a container stands for; null for the pool. */
  tripDay: (container: string) => number | null;
};

/** Where a carried activity is now, or where it was dropped, in words. */
export function sayWhere(
  t: TFunction,
  describe: Describe,
  phase: 'over' | 'dropped',
  activeId: string,
  target: Location,
) {
  const name = describe.name(activeId);
  const day = describe.tripDay(target.container);
  if (day === null) return t(phase === 'over' ? 'drag.overPool' : 'drag.droppedPool', { name });
  const values = { name, day, position: target.position, count: target.count };
  return t(phase === 'over' ? 'drag.overDay' : 'drag.droppedDay', values);
}

/** What a screen reader hears during a drag, in the page's language and with the activities' names. */
export function dragAnnouncements(t: TFunction, describe: Describe, drag: RefObject<DragState | null>): Announcements {
  const say = (phase: 'over' | 'dropped', activeId: string, target: Location) =>
    sayWhere(t, describe, phase, activeId, target);
  return {
    onDragStart: ({ active }) => t('drag.pickedUp', { name: describe.name(String(active.id)) }),
    onDragOver({ active, over }) {
      const activeId = String(active.id);
      const target = over && drag.current ? targetOf(drag.current.current, activeId, String(over.id)) : null;
      return target ? say('over', activeId, target) : t('drag.outside', { name: describe.name(activeId) });
    },
    onDragEnd({ active }) {
      // The drop handler ran first and left the arrangement as dropped.
      const activeId = String(active.id);
      const location = drag.current && locate(drag.current.current, activeId);
      return location ? say('dropped', activeId, location) : undefined;
    },
    onDragCancel: ({ active }) => t('drag.cancelled', { name: describe.name(String(active.id)) }),
  };
}

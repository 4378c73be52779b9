import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { ActivityItem } from './days-activity.tsx';
import type { ButtonMove } from './days-layout.ts';
import type { DraftActivity } from './wizard-draft.ts';

type Props = {
  /** The container id of the arrangement (`pool`, `day:2`). */
  container: string;
  ids: string[];
  activities: ReadonlyMap<string, DraftActivity>;
  /** React keys that outlive the save renaming the activities' ids. */
  keys: ReadonlyMap<string, string>;
  nameOf: (activity: DraftActivity) => string;
  onMove: (move: ButtonMove) => void;
  /** Shown in place of the list when it is empty; the empty space still takes drops. */
  empty: ReactNode;
  /** The station's days, for the pool's "Add to day"; absent for a day's list. */
  days?: readonly { number: number; label: string }[];
};

/** An ordered, droppable list of activities: the pool or one day's plan. */
export function ActivityList({ container, ids, activities, keys, nameOf, onMove, empty, days }: Props) {
  // A list with activities is reached through them (the one under the pointer); as a target of
  // its own it would compete with them. An empty list is the target.
  const { setNodeRef, isOver } = useDroppable({ id: container, disabled: ids.length > 0 });
  const shown = ids.flatMap((id) => activities.get(id) ?? []);
  // The pool has no order of its own; a day's activities are done in order.
  const List = days ? 'ul' : 'ol';
  return (
    <SortableContext id={container} items={ids} strategy={verticalListSortingStrategy}>
      <div
        ref={setNodeRef}
        className={`min-h-16 rounded-xl border-2 border-dashed p-2 ${
          isOver ? 'border-teal-700 bg-teal-50' : 'border-slate-200 bg-slate-50'
        }`}
      >
        {shown.length === 0 ? (
          <p className="px-2 py-3 text-sm text-slate-600">{empty}</p>
        ) : (
          <List className="space-y-2">
            {shown.map((activity, index) =>
              days ? (
                <ActivityItem
                  key={keys.get(activity._id) ?? activity._id}
                  list="pool"
                  activity={activity}
                  name={nameOf(activity)}
                  days={days}
                  onMove={onMove}
                />
              ) : (
                <ActivityItem
                  key={keys.get(activity._id) ?? activity._id}
                  list="day"
                  activity={activity}
                  name={nameOf(activity)}
                  isFirst={index === 0}
                  isLast={index === shown.length - 1}
                  onMove={onMove}
                />
              ),
            )}
          </List>
        )}
      </div>
    </SortableContext>
  );
}

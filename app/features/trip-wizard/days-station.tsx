import { DndContext, DragOverlay } from '@dnd-kit/core';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '#domain/locale.ts';
import { ActivityDragPreview } from './days-activity.tsx';
import { DayPlan } from './days-day.tsx';
import type { Describe } from './days-drag.ts';
import {
  actionFor,
  applyButton,
  arrange,
  type ButtonMove,
  dayContainer,
  dayOfContainer,
  type FocusTarget,
  focusAfter,
  locate,
  poolContainer,
} from './days-layout.ts';
import { ActivityList } from './days-list.tsx';
import { useStationDrag } from './days-station-drag.ts';
import { useRenameSafeKeys } from './rename-safe-keys.ts';
import type { DraftActivity, DraftPlace } from './wizard-draft.ts';
import type { WizardAction } from './wizard-reducer.ts';

type Props = {
  place: DraftPlace;
  placeIndex: number;
  /** The trip's number of the station's first day, and how many days it has. */
  firstDay: number;
  dayCount: number;
  /** The calendar date of a trip day, when the trip has a start date. */
  dateOf: ((tripDay: number) => string) | null;
  language: Locale;
  dispatch: (action: WizardAction) => void;
  announce: (message: string) => void;
};

function focusFirst(root: HTMLElement, targets: readonly FocusTarget[]) {
  const items = [...root.querySelectorAll<HTMLElement>('[data-activity]')];
  for (const { activityId, control } of targets) {
    const item = items.find((element) => element.dataset.activity === activityId);
    const element = item?.querySelector<HTMLElement>(`[data-control="${control}"]`);
    if (element && !element.matches(':disabled')) return element.focus();
  }
}

/**
 * One station's days. Its own drag and drop context keeps every activity within its station;
 * memoised so that typing in one station re-renders only that one (the reducer keeps the other
 * places as they were).
 */
export const StationPlan = memo(function StationPlan({
  place,
  placeIndex,
  firstDay,
  dayCount,
  dateOf,
  language,
  dispatch,
  announce,
}: Props) {
  const { t } = useTranslation('trip-wizard-days');
  const arrangement = useMemo(() => arrange(place, dayCount), [place, dayCount]);
  const root = useRef<HTMLElement>(null);
  const focusNext = useRef<FocusTarget[] | null>(null);

  const activities = useMemo(() => new Map(place.activities.map((a) => [a._id, a])), [place.activities]);
  const keys = useRenameSafeKeys(place.activities);
  const nameOf = useCallback(
    (activity: DraftActivity | undefined) => activity?.name.trim() || t('activity.untitled'),
    [t],
  );
  const tripDay = (number: number) => firstDay + number - 1;
  const numbers = Array.from({ length: dayCount }, (_, index) => index + 1);
  const dayOptions = numbers.map((number) => {
    const date = dateOf?.(tripDay(number));
    return { number, label: t(date ? 'day.option' : 'day.heading', { number: tripDay(number), date }) };
  });

  const describe = useMemo<Describe>(
    () => ({
      name: (id) => nameOf(activities.get(id)),
      tripDay: (container) => {
        const number = dayOfContainer(container);
        return number === null ? null : firstDay + number - 1;
      },
    }),
    [nameOf, activities, firstDay],
  );
  const { shown, carried, context } = useStationDrag({
    place,
    arrangement,
    station: root,
    describe,
    dispatch,
    announce,
  });

  // After every render: a button's move takes effect when the draft comes back re-rendered.
  useEffect(() => {
    const targets = focusNext.current;
    focusNext.current = null;
    if (targets && root.current) focusFirst(root.current, targets);
  });

  const onMove = (move: ButtonMove) => {
    const after = applyButton(arrangement, move);
    const action = actionFor(place, arrangement, after, move.activityId);
    if (!action) return;
    focusNext.current = focusAfter(arrangement, move);
    dispatch(action);
    const name = nameOf(activities.get(move.activityId));
    if (move.type === 'add') return announce(t('announce.added', { name, day: tripDay(move.day) }));
    const from = locate(arrangement, move.activityId);
    const to = locate(after, move.activityId);
    const day = dayOfContainer((move.type === 'remove' ? from : to)?.container ?? poolContainer);
    if (day === null || !to) return;
    announce(
      move.type === 'remove'
        ? t('announce.removed', { name, day: tripDay(day) })
        : t('announce.moved', { name, position: to.position, count: to.count, day: tripDay(day) }),
    );
  };

  // Under the keyboard the activity itself moves from place to place, so nothing floats.
  const floating = carried && !carried.keyboard ? activities.get(carried.id) : undefined;
  const headingId = `days-station-${place._id}`;
  return (
    <section
      ref={root}
      aria-labelledby={headingId}
      data-drag={carried?.keyboard ? 'keyboard' : undefined}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {place.name.trim() || t('station.untitled')}
      </h3>
      {dayCount > 0 && (
        <p className="text-sm font-medium text-teal-800">
          {dayCount === 1
            ? t('day.heading', { number: firstDay })
            : t('station.days', { from: firstDay, to: firstDay + dayCount - 1 })}
        </p>
      )}
      {place.activities.length === 0 && <p className="mt-3 text-slate-700">{t('station.noActivities')}</p>}
      {dayCount === 0 && <p className="mt-3 text-slate-700">{t('station.noDays')}</p>}
      <DndContext id={`days-instructions-${place._id}`} {...context}>
        {place.activities.length > 0 && (
          <div className="mt-4">
            <h4 className="text-lg font-bold text-slate-900">{t('pool.heading')}</h4>
            <div className="mt-2">
              <ActivityList
                container={poolContainer}
                ids={shown[poolContainer] ?? []}
                activities={activities}
                keys={keys}
                nameOf={nameOf}
                onMove={onMove}
                empty={t('pool.empty')}
                days={dayOptions}
              />
            </div>
          </div>
        )}
        {numbers.length > 0 && (
          <ol className="mt-6 space-y-6">
            {numbers.map((number) => (
              <li key={number}>
                <DayPlan
                  place={place}
                  placeIndex={placeIndex}
                  number={number}
                  tripDay={tripDay(number)}
                  date={dateOf?.(tripDay(number)) ?? null}
                  ids={shown[dayContainer(number)] ?? []}
                  activities={activities}
                  keys={keys}
                  nameOf={nameOf}
                  onMove={onMove}
                  dispatch={dispatch}
                  language={language}
                />
              </li>
            ))}
          </ol>
        )}
        <DragOverlay>{floating && <ActivityDragPreview activity={floating} name={nameOf(floating)} />}</DragOverlay>
      </DndContext>
    </section>
  );
});

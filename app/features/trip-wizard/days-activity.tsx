import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ButtonMove } from './days-layout.ts';
import type { DraftActivity } from './wizard-draft.ts';

export const controlClass =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 outline-offset-2 hover:border-teal-700 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-slate-300 disabled:hover:text-slate-800';

function GripIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className="size-5">
      {[5, 12, 19].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}

/** The activity as carried under the pointer, looking like the item it was lifted from. */
export function ActivityDragPreview({ activity, name }: { activity: DraftActivity; name: string }) {
  return (
    <div className="flex cursor-grabbing items-center gap-3 rounded-lg border border-teal-700 bg-white p-2 shadow-lg">
      <span className="p-1.5 text-slate-600">
        <GripIcon />
      </span>
      <ActivitySummary activity={activity} name={name} />
    </div>
  );
}

/** The activity's name and kind. */
function ActivitySummary({ activity, name }: { activity: DraftActivity; name: string }) {
  const { t } = useTranslation('trip-wizard-days');
  return (
    <div className="min-w-0 flex-1">
      <p className="truncate font-medium text-slate-900">{name}</p>
      <p className="text-xs text-slate-600">
        {t(activity.kind === 'activity' ? 'activity.activity' : 'activity.sight')}
      </p>
    </div>
  );
}

type Props = {
  activity: DraftActivity;
  name: string;
  onMove: (move: ButtonMove) => void;
} & (
  | { list: 'day'; isFirst: boolean; isLast: boolean }
  | { list: 'pool'; days: readonly { number: number; label: string }[] }
);

/**
 * One activity in the pool or on a day: a drag handle (the only part that starts a drag, so the
 * buttons beside it stay plain buttons) and the buttons that do the same moves without dragging.
 */
export function ActivityItem(props: Props) {
  const { activity, name, onMove } = props;
  const { t } = useTranslation('trip-wizard-days');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: activity._id,
    attributes: { roleDescription: t('activity.roleDescription') },
  });
  const day = useRef<HTMLSelectElement>(null);
  // The visible words first, so speech input finds the button by what it shows.
  const named = (action: string) => t('activity.named', { action, name });
  const move = (type: 'up' | 'down' | 'remove') => onMove({ type, activityId: activity._id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-activity={activity._id}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-white p-2 shadow-sm ${
        isDragging
          ? 'border-dashed border-teal-700 opacity-50 in-data-[drag=keyboard]:border-solid in-data-[drag=keyboard]:opacity-100 in-data-[drag=keyboard]:shadow-lg in-data-[drag=keyboard]:ring-2 in-data-[drag=keyboard]:ring-teal-700'
          : 'border-slate-300'
      }`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        data-control="handle"
        className="cursor-grab touch-none rounded-md p-1.5 text-slate-600 outline-offset-2 hover:bg-slate-100 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <GripIcon />
        <span className="sr-only">{t('activity.drag', { name })}</span>
      </button>
      <ActivitySummary activity={activity} name={name} />
      {props.list === 'day' ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            data-control="up"
            disabled={props.isFirst}
            onClick={() => move('up')}
            className={controlClass}
            aria-label={named(t('activity.moveUp'))}
          >
            {t('activity.moveUp')}
          </button>
          <button
            type="button"
            data-control="down"
            disabled={props.isLast}
            onClick={() => move('down')}
            className={controlClass}
            aria-label={named(t('activity.moveDown'))}
          >
            {t('activity.moveDown')}
          </button>
          <button
            type="button"
            data-control="remove"
            onClick={() => move('remove')}
            className={controlClass}
            aria-label={named(t('activity.remove'))}
          >
            {t('activity.remove')}
          </button>
        </div>
      ) : (
        props.days.length > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`days-${activity._id}-day`} className="sr-only">
              {t('pool.dayFor', { name })}
            </label>
            <select
              ref={day}
              id={`days-${activity._id}-day`}
              data-control="day"
              className="rounded-md border border-slate-400 bg-white px-2 py-1 text-sm text-slate-900 focus:border-teal-700"
            >
              {props.days.map((option) => (
                <option key={option.number} value={option.number}>
                  {option.label}
                </option>
              ))}
            </select>
            <button
              type="button"
              onClick={() => onMove({ type: 'add', activityId: activity._id, day: Number(day.current?.value ?? 1) })}
              className={controlClass}
              aria-label={named(t('pool.add'))}
            >
              {t('pool.add')}
            </button>
          </div>
        )
      )}
    </li>
  );
}

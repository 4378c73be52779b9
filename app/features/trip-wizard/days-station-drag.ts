import {
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Describe,
  type DragState,
  dragAnnouncements,
  listCollisions,
  sayWhere,
  slotKeyboardCoordinates,
} from './days-drag.ts';
import { type Arrangement, actionFor, dragOver, dropOver, locate } from './days-layout.ts';
import type { DraftPlace } from './wizard-draft.ts';
import type { WizardAction } from './wizard-reducer.ts';

// While an activity is carried the lists change under it, so their places are measured after every
// change; idle, nothing is measured, so typing and the buttons stay cheap on a long trip.
const measureAlways = { droppable: { strategy: MeasuringStrategy.Always } };
const measureWhileDragging = { droppable: { strategy: MeasuringStrategy.WhileDragging } };

type Options = {
  place: DraftPlace;
  /** The station as the draft has it; a drag shows its own arrangement until the drop. */
  arrangement: Arrangement;
  station: RefObject<HTMLElement | null>;
  describe: Describe;
  dispatch: (action: WizardAction) => void;
  announce: (message: string) => void;
};

/**
 * Drag and drop of one station's activities: by pointer, the activity joins the list under it and
 * the drop becomes one reducer action; by keyboard, the arrow keys step it through every place.
 * Returns the arrangement to show, what is carried and how, and the DndContext's props.
 */
export function useStationDrag({ place, arrangement, station, describe, dispatch, announce }: Options) {
  const { t } = useTranslation('trip-wizard-days');
  const [preview, setPreview] = useState<Arrangement | null>(null);
  const [carried, setCarried] = useState<{ id: string; keyboard: boolean } | null>(null);
  const drag = useRef<DragState | null>(null);

  const collisionDetection = useMemo(() => listCollisions(drag, station), [station]);
  const accessibility = useMemo(
    () => ({
      announcements: dragAnnouncements(t, describe, drag),
      screenReaderInstructions: { draggable: t('drag.instructions') },
    }),
    [t, describe],
  );
  const onKeyboardStep = useCallback(
    (next: Arrangement, id: string) => {
      setPreview(next);
      const location = locate(next, id);
      if (location) announce(sayWhere(t, describe, 'over', id, location));
      // Moved to another list, the activity's item is a new element: give its handle the focus
      // back (the keys work without it, a screen reader's bearings do not) and keep it in sight.
      requestAnimationFrame(() => {
        const items = [...(station.current?.querySelectorAll<HTMLElement>('[data-activity]') ?? [])];
        const item = items.find((element) => element.dataset.activity === id);
        if (!item) return;
        if (!item.contains(document.activeElement)) {
          item.querySelector<HTMLElement>('[data-control="handle"]')?.focus({ preventScroll: true });
        }
        item.scrollIntoView({ block: 'nearest' });
      });
    },
    [t, describe, announce, station],
  );
  const keyboardCoordinates = useMemo(() => slotKeyboardCoordinates(drag, onKeyboardStep), [onKeyboardStep]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const keyboard = activatorEvent instanceof KeyboardEvent;
    drag.current = { before: arrangement, current: arrangement, keyboard, lastOver: null, pin: null };
    setCarried({ id: String(active.id), keyboard });
    setPreview(arrangement);
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const state = drag.current;
    if (!state) return;
    // Outside the station the activity goes back home until it returns.
    const next = over ? dragOver(state.current, String(active.id), String(over.id)) : state.before;
    if (next === state.current) return;
    state.current = next;
    if (over) state.pin = 'next';
    setPreview(next);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const state = drag.current;
    setCarried(null);
    setPreview(null);
    if (!state) return;
    const id = String(active.id);
    if (over) state.current = dropOver(state.current, id, String(over.id));
    const action = actionFor(place, state.before, state.current, id);
    if (action) dispatch(action);
  };
  const onDragCancel = () => {
    if (drag.current) drag.current.current = drag.current.before;
    setCarried(null);
    setPreview(null);
  };

  return {
    shown: preview ?? arrangement,
    carried,
    context: {
      sensors,
      collisionDetection,
      measuring: carried ? measureAlways : measureWhileDragging,
      accessibility,
      onDragStart,
      onDragOver,
      onDragEnd,
      onDragCancel,
    },
  };
}

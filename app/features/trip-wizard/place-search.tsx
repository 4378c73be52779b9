import { type KeyboardEvent, useEffect, useId, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '#app/lib/api-client.ts';
import { useLocale } from '#app/lib/locale.tsx';
import { placeSearchLimits } from '#domain/schemas/places.ts';
import {
  type FoundPlace,
  initialPlaceSearchState,
  keyOutcome,
  liveMessage,
  placeOptions,
  placeSearchReducer,
  searchTerm,
} from './place-search-state.ts';

export type ChosenPlace = Pick<FoundPlace, 'name' | 'country' | 'latitude' | 'longitude'>;

/** Long enough that typing a word starts one search, short enough that the list feels immediate. */
const SEARCH_DELAY_MS = 150;

/**
 * Finds a place by name in the offline gazetteer and hands the chosen one over; the field then
 * clears and keeps focus for the next station. ARIA 1.2 combobox with list autocomplete: focus
 * stays in the field and the active option is announced through aria-activedescendant.
 */
export function PlaceSearch({ onChoose, label }: { onChoose: (place: ChosenPlace) => void; label?: string }) {
  const { t } = useTranslation('trip-wizard-places');
  const locale = useLocale();
  const id = useId();
  const ids = { input: `${id}input`, label: `${id}label`, hint: `${id}hint`, listbox: `${id}listbox` };
  const optionId = (index: number) => `${id}option-${index}`;
  const [state, dispatch] = useReducer(placeSearchReducer, initialPlaceSearchState);
  const input = useRef<HTMLInputElement>(null);
  const term = searchTerm(state.query);
  const message = liveMessage(state);
  const activeId = state.open && state.active >= 0 ? optionId(state.active) : undefined;

  useEffect(() => {
    if (term.length < placeSearchLimits.queryTyped) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const { places } = await callApi(
          'GET /places',
          { query: { q: term, limit: placeSearchLimits.results } },
          { locale, signal: controller.signal },
        );
        dispatch({ type: 'results', term, places });
      } catch {
        if (!controller.signal.aborted) dispatch({ type: 'failed', term });
      }
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, locale]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function choose(place: FoundPlace) {
    onChoose({ name: place.name, country: place.country, latitude: place.latitude, longitude: place.longitude });
    dispatch({ type: 'chosen' });
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Modified keys belong to the browser and the system; Enter while composing ends the composition.
    if (event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
    const outcome = keyOutcome(state, event.key);
    if (!outcome) return;
    event.preventDefault();
    event.stopPropagation();
    if (outcome.kind === 'choose') choose(outcome.place);
    else if (outcome.kind === 'dispatch') dispatch(outcome.action);
  }

  return (
    <div className="relative">
      <label id={ids.label} htmlFor={ids.input} className="block text-sm font-semibold text-slate-800">
        {label ?? t('label')}
      </label>
      <p id={ids.hint} className="mt-1 text-sm text-slate-600">
        {t('hint')}
      </p>
      <input
        ref={input}
        id={ids.input}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={state.open}
        aria-controls={ids.listbox}
        aria-activedescendant={activeId}
        aria-describedby={ids.hint}
        autoComplete="off"
        spellCheck={false}
        maxLength={placeSearchLimits.queryMax}
        value={state.query}
        onChange={(event) => dispatch({ type: 'input', query: event.target.value })}
        onKeyDown={onKeyDown}
        onFocus={() => dispatch({ type: 'focus' })}
        onBlur={() => dispatch({ type: 'blur' })}
        className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700"
      />
      <div
        hidden={!state.open}
        className="absolute inset-x-0 z-30 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
      >
        {/* Pressing an option or the scrollbar must not move focus out of the field, or the list closes before the click. */}
        <div
          id={ids.listbox}
          role="listbox"
          aria-labelledby={ids.label}
          onMouseDown={(event) => event.preventDefault()}
          className="max-h-80 overflow-y-auto py-1"
        >
          {placeOptions(state.places, locale).map(({ key, place, label: text, inhabitants }, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: focus and keys stay in the field, which names the active option (aria-activedescendant)
            <div
              key={key}
              id={optionId(index)}
              role="option"
              aria-selected={index === state.active}
              onClick={() => choose(place)}
              className="group cursor-pointer px-3.5 py-2 text-slate-800 hover:bg-slate-100 aria-selected:bg-teal-700 aria-selected:text-white"
            >
              {text}
              {inhabitants && (
                <span className="text-sm text-slate-600 group-aria-selected:text-teal-50">
                  {' '}
                  ({t('inhabitants', { count: inhabitants.count, number: inhabitants.formatted })})
                </span>
              )}
            </div>
          ))}
        </div>
        <p className="border-t border-slate-200 px-3.5 py-1.5 text-xs text-slate-600">{t('attribution')}</p>
      </div>
      <p
        role="status"
        className={`mt-1.5 min-h-5 text-sm ${state.status === 'error' ? 'font-medium text-red-700' : 'text-slate-700'}`}
      >
        {message && t(message.key, message.values)}
      </p>
    </div>
  );
}

import { countryName } from '#domain/countries.ts';
import type { Locale } from '#domain/locale.ts';
import { type FoundPlace, placeSearchLimits } from '#domain/schemas/places.ts';

export type { FoundPlace };

/** The text the API is asked about; spaces around it change nothing. */
export const searchTerm = (query: string): string => query.trim();

export type PlaceSearchState = {
  query: string;
  /** `loading` from the first keystroke of a term until its response, so typing is not announced as results. */
  status: 'idle' | 'loading' | 'found' | 'empty' | 'error';
  /** The term the places and the status answer. */
  searched: string;
  places: FoundPlace[];
  open: boolean;
  /** Index of the option that Enter would choose, or -1 for none. */
  active: number;
  focused: boolean;
};

export const initialPlaceSearchState: PlaceSearchState = {
  query: '',
  status: 'idle',
  searched: '',
  places: [],
  open: false,
  active: -1,
  focused: false,
};

export type PlaceSearchAction =
  | { type: 'input'; query: string }
  | { type: 'results'; term: string; places: FoundPlace[] }
  | { type: 'failed'; term: string }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'escape' }
  | { type: 'chosen' }
  | { type: 'focus' }
  | { type: 'blur' };

const cleared = (state: PlaceSearchState): PlaceSearchState => ({ ...initialPlaceSearchState, focused: state.focused });

export function placeSearchReducer(state: PlaceSearchState, action: PlaceSearchAction): PlaceSearchState {
  switch (action.type) {
    case 'input': {
      const term = searchTerm(action.query);
      // The same term starts no new search, so nothing may wait for one.
      if (term === searchTerm(state.query)) return { ...state, query: action.query };
      if (term.length < placeSearchLimits.queryTyped) return { ...cleared(state), query: action.query };
      // The previous places stay visible until the new ones arrive, so the list does not flicker.
      return {
        ...state,
        query: action.query,
        status: 'loading',
        active: -1,
        open: state.open && state.places.length > 0,
      };
    }
    case 'results': {
      // A response to an older term must never replace the newer one's.
      if (action.term !== searchTerm(state.query)) return state;
      const found = action.places.length > 0;
      return {
        ...state,
        status: found ? 'found' : 'empty',
        searched: action.term,
        places: action.places,
        open: found && state.focused,
        active: -1,
      };
    }
    case 'failed':
      if (action.term !== searchTerm(state.query)) return state;
      return { ...state, status: 'error', searched: action.term, places: [], open: false, active: -1 };
    case 'move': {
      const count = state.places.length;
      if (count === 0) return state;
      if (!state.open) return { ...state, open: true, active: action.by === 1 ? 0 : count - 1 };
      if (state.active === -1) return { ...state, active: action.by === 1 ? 0 : count - 1 };
      return { ...state, active: (state.active + action.by + count) % count };
    }
    case 'escape':
      if (state.open) return { ...state, open: false, active: -1 };
      return cleared(state);
    case 'chosen':
      return cleared(state);
    case 'focus':
      return { ...state, focused: true };
    case 'blur':
      return { ...state, focused: false, open: false, active: -1 };
  }
}

export type KeyOutcome =
  | { kind: 'dispatch'; action: PlaceSearchAction }
  | { kind: 'choose'; place: FoundPlace }
  /** The key is the field's, with nothing to do: Enter here must not submit the wizard's form. */
  | { kind: 'swallow' };

/**
 * What a key pressed in the field does (ARIA 1.2 combobox with list autocomplete); null leaves the
 * key to the browser (caret movement, Tab to the next field).
 */
export function keyOutcome(state: PlaceSearchState, key: string): KeyOutcome | null {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp':
      if (state.places.length === 0) return null;
      return { kind: 'dispatch', action: { type: 'move', by: key === 'ArrowDown' ? 1 : -1 } };
    case 'Enter': {
      const place = state.open ? state.places[state.active] : undefined;
      return place ? { kind: 'choose', place } : { kind: 'swallow' };
    }
    case 'Escape':
      // An empty, closed field leaves Escape to whatever contains it (a dialog closes).
      if (!state.open && state.query === '') return null;
      return { kind: 'dispatch', action: { type: 'escape' } };
    default:
      return null;
  }
}

export type LiveMessage = { key: 'searching' | 'error' | 'results' | 'empty'; values: Record<string, string | number> };

/** What the polite live region says: searching, how many results, none, or a failure. */
export function liveMessage(state: PlaceSearchState): LiveMessage | null {
  switch (state.status) {
    case 'idle':
      return null;
    case 'loading':
      return { key: 'searching', values: {} };
    case 'found':
      return { key: 'results', values: { count: state.places.length } };
    case 'empty':
      return { key: 'empty', values: { query: state.searched } };
    case 'error':
      return { key: 'error', values: {} };
  }
}

export type PlaceOption = {
  /** Unique within the response even when the gazetteer lists a place twice. */
  key: string;
  place: FoundPlace;
  /** "Name, Country", the country in the page's language. */
  label: string;
  /**
   * Only when another option has the same label (eight Springfields in the United States): the
   * answer carries no region, and the population is what tells a big town from a small one.
   */
  inhabitants: { count: number; formatted: string } | null;
};

export function placeOptions(places: readonly FoundPlace[], locale: Locale): PlaceOption[] {
  const labelled = places.map((place) => ({ place, label: `${place.name}, ${countryName(place.country, locale)}` }));
  const uses = new Map<string, number>();
  for (const { label } of labelled) uses.set(label, (uses.get(label) ?? 0) + 1);
  const format = new Intl.NumberFormat(locale);
  const keys = new Map<string, number>();
  return labelled.map(({ place, label }) => {
    const base = `${place.latitude},${place.longitude},${place.name}`;
    const seen = keys.get(base) ?? 0;
    keys.set(base, seen + 1);
    return {
      key: seen === 0 ? base : `${base}#${seen}`,
      place,
      label,
      inhabitants:
        (uses.get(label) ?? 0) > 1 && place.population > 0
          ? { count: place.population, formatted: format.format(place.population) }
          : null,
    };
  });
}

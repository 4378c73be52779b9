import { describe, expect, it } from 'vitest';
import {
  type FoundPlace,
  initialPlaceSearchState,
  keyOutcome,
  liveMessage,
  type PlaceSearchAction,
  type PlaceSearchState,
  placeOptions,
  placeSearchReducer,
} from './place-search-state.ts';

const place = (name: string, country = 'PT', population = 1000): FoundPlace => ({
  name,
  country,
  latitude: 38.7,
  longitude: -9.1,
  population,
});
const [lisbon, lima, liverpool] = [place('Lisbon'), place('Lima', 'PE'), place('Liverpool', 'GB')] as [
  FoundPlace,
  FoundPlace,
  FoundPlace,
];
const three = [lisbon, lima, liverpool];

const run = (start: PlaceSearchState, ...actions: PlaceSearchAction[]) => actions.reduce(placeSearchReducer, start);
const focused: PlaceSearchState = { ...initialPlaceSearchState, focused: true };
/** Focused, "li" typed and answered with three places, the list open and nothing active. */
const listed = run(focused, { type: 'input', query: 'li' }, { type: 'results', term: 'li', places: three });
const withActive = (active: number): PlaceSearchState => ({ ...listed, active });
const pick = (s: PlaceSearchState) => ({
  query: s.query,
  status: s.status,
  places: s.places.length,
  open: s.open,
  active: s.active,
});

describe('place search state', () => {
  it.each<[string, PlaceSearchState, PlaceSearchAction[], ReturnType<typeof pick>]>([
    ['one letter searches nothing', focused, [{ type: 'input', query: 'l' }], pick({ ...focused, query: 'l' })],
    [
      'two letters start a search',
      focused,
      [{ type: 'input', query: 'li' }],
      { query: 'li', status: 'loading', places: 0, open: false, active: -1 },
    ],
    [
      'spaces around a letter do not count',
      focused,
      [{ type: 'input', query: '  l ' }],
      { query: '  l ', status: 'idle', places: 0, open: false, active: -1 },
    ],
    [
      'results open the list of a focused field',
      focused,
      [
        { type: 'input', query: 'li' },
        { type: 'results', term: 'li', places: three },
      ],
      { query: 'li', status: 'found', places: 3, open: true, active: -1 },
    ],
    [
      'results for a field left meanwhile are kept closed',
      initialPlaceSearchState,
      [
        { type: 'input', query: 'li' },
        { type: 'results', term: 'li', places: three },
      ],
      { query: 'li', status: 'found', places: 3, open: false, active: -1 },
    ],
    [
      'an older answer never replaces a newer term',
      focused,
      [
        { type: 'input', query: 'li' },
        { type: 'input', query: 'lis' },
        { type: 'results', term: 'li', places: three },
      ],
      { query: 'lis', status: 'loading', places: 0, open: false, active: -1 },
    ],
    [
      'an older failure is ignored too',
      listed,
      [
        { type: 'input', query: 'lis' },
        { type: 'failed', term: 'li' },
      ],
      { query: 'lis', status: 'loading', places: 3, open: true, active: -1 },
    ],
    [
      'typing keeps the previous places until the new ones come, with none active',
      withActive(1),
      [{ type: 'input', query: 'lis' }],
      { query: 'lis', status: 'loading', places: 3, open: true, active: -1 },
    ],
    [
      'a trailing space starts no search, so nothing waits',
      withActive(1),
      [{ type: 'input', query: 'li ' }],
      { query: 'li ', status: 'found', places: 3, open: true, active: 1 },
    ],
    [
      'no places is said and closes the list',
      listed,
      [
        { type: 'input', query: 'lxq' },
        { type: 'results', term: 'lxq', places: [] },
      ],
      { query: 'lxq', status: 'empty', places: 0, open: false, active: -1 },
    ],
    [
      'a failure is said and closes the list',
      listed,
      [
        { type: 'input', query: 'lis' },
        { type: 'failed', term: 'lis' },
      ],
      { query: 'lis', status: 'error', places: 0, open: false, active: -1 },
    ],
    [
      'deleting to one letter clears the list',
      listed,
      [{ type: 'input', query: 'l' }],
      { query: 'l', status: 'idle', places: 0, open: false, active: -1 },
    ],
    ['down from none is the first', listed, [{ type: 'move', by: 1 }], pick(withActive(0))],
    ['up from none is the last', listed, [{ type: 'move', by: -1 }], pick(withActive(2))],
    ['down from the last wraps to the first', withActive(2), [{ type: 'move', by: 1 }], pick(withActive(0))],
    ['up from the first wraps to the last', withActive(0), [{ type: 'move', by: -1 }], pick(withActive(2))],
    ['down moves one', withActive(0), [{ type: 'move', by: 1 }], pick(withActive(1))],
    [
      'down on a closed list opens it at the first',
      { ...listed, open: false },
      [{ type: 'move', by: 1 }],
      pick(withActive(0)),
    ],
    [
      'up on a closed list opens it at the last',
      { ...listed, open: false },
      [{ type: 'move', by: -1 }],
      pick(withActive(2)),
    ],
    ['moving with no places does nothing', focused, [{ type: 'move', by: 1 }], pick(focused)],
    [
      'the first Escape closes the list and keeps the text',
      withActive(1),
      [{ type: 'escape' }],
      { query: 'li', status: 'found', places: 3, open: false, active: -1 },
    ],
    ['a second Escape clears the field', withActive(1), [{ type: 'escape' }, { type: 'escape' }], pick(focused)],
    ['choosing clears the field', withActive(1), [{ type: 'chosen' }], pick(focused)],
    [
      'leaving the field closes the list and keeps the text and places',
      withActive(1),
      [{ type: 'blur' }],
      { query: 'li', status: 'found', places: 3, open: false, active: -1 },
    ],
  ])('%s', (_name, start, actions, expected) => {
    expect(pick(run(start, ...actions))).toEqual(expected);
  });

  it('choosing keeps the field focused, so the next station can be typed at once', () => {
    expect(run(withActive(1), { type: 'chosen' }).focused).toBe(true);
    expect(run(withActive(1), { type: 'blur' }).focused).toBe(false);
    expect(run(initialPlaceSearchState, { type: 'focus' }).focused).toBe(true);
  });

  it('remembers which term the places answer, for the "no place found" message', () => {
    const none = run(focused, { type: 'input', query: ' Xq ' }, { type: 'results', term: 'Xq', places: [] });
    expect(none.searched).toBe('Xq');
    expect(liveMessage(none)).toEqual({ key: 'empty', values: { query: 'Xq' } });
  });
});

describe('keys in the field', () => {
  it.each<[string, PlaceSearchState, string, ReturnType<typeof keyOutcome>]>([
    ['Down moves to the next option', listed, 'ArrowDown', { kind: 'dispatch', action: { type: 'move', by: 1 } }],
    ['Up moves to the previous option', listed, 'ArrowUp', { kind: 'dispatch', action: { type: 'move', by: -1 } }],
    [
      'Down reopens a closed list',
      { ...listed, open: false },
      'ArrowDown',
      { kind: 'dispatch', action: { type: 'move', by: 1 } },
    ],
    ['Down with no places is the caret’s', focused, 'ArrowDown', null],
    ['Enter chooses the active option', withActive(2), 'Enter', { kind: 'choose', place: liverpool }],
    ['Enter with none active does nothing and submits nothing', listed, 'Enter', { kind: 'swallow' }],
    ['Enter on a closed list chooses nothing', { ...withActive(1), open: false }, 'Enter', { kind: 'swallow' }],
    ['Enter in an empty field submits nothing', focused, 'Enter', { kind: 'swallow' }],
    ['Escape closes an open list', withActive(0), 'Escape', { kind: 'dispatch', action: { type: 'escape' } }],
    [
      'Escape clears a closed field with text',
      { ...listed, open: false },
      'Escape',
      { kind: 'dispatch', action: { type: 'escape' } },
    ],
    ['Escape in an empty field is left to the page', focused, 'Escape', null],
    ['Tab leaves without choosing', withActive(1), 'Tab', null],
    ['letters are typed', listed, 's', null],
    ['Home moves the caret', listed, 'Home', null],
  ])('%s', (_name, state, key, expected) => {
    expect(keyOutcome(state, key)).toEqual(expected);
  });
});

describe('what the live region says', () => {
  it.each<[string, PlaceSearchState, ReturnType<typeof liveMessage>]>([
    ['nothing before a search', focused, null],
    [
      'searching while a response is awaited',
      run(focused, { type: 'input', query: 'li' }),
      { key: 'searching', values: {} },
    ],
    ['the number of results', listed, { key: 'results', values: { count: 3 } }],
    [
      'a failure',
      run(listed, { type: 'input', query: 'lis' }, { type: 'failed', term: 'lis' }),
      { key: 'error', values: {} },
    ],
  ])('%s', (_name, state, expected) => {
    expect(liveMessage(state)).toEqual(expected);
  });
});

describe('options', () => {
  it.each<[string, 'en' | 'de', FoundPlace[], [string, string | null][]]>([
    [
      'name and country in English',
      'en',
      [lisbon, place('Köln', 'DE')],
      [
        ['Lisbon, Portugal', null],
        ['Köln, Germany', null],
      ],
    ],
    [
      'the country in German',
      'de',
      [lisbon, place('Köln', 'DE')],
      [
        ['Lisbon, Portugal', null],
        ['Köln, Deutschland', null],
      ],
    ],
    [
      'the population tells places of the same name and country apart',
      'en',
      [place('Springfield', 'US', 166810), place('Springfield', 'US', 154341), place('Springfield', 'AU', 20000)],
      [
        ['Springfield, United States', '166,810'],
        ['Springfield, United States', '154,341'],
        ['Springfield, Australia', null],
      ],
    ],
    [
      'formatted in the page’s language',
      'de',
      [place('Frankfort', 'US', 27830), place('Frankfort', 'US', 18653)],
      [
        ['Frankfort, Vereinigte Staaten', '27.830'],
        ['Frankfort, Vereinigte Staaten', '18.653'],
      ],
    ],
    [
      'an unknown population says nothing',
      'en',
      [place('Gallus', 'DE', 0), place('Gallus', 'DE', 39130)],
      [
        ['Gallus, Germany', null],
        ['Gallus, Germany', '39,130'],
      ],
    ],
  ])('%s', (_name, locale, places, expected) => {
    expect(placeOptions(places, locale).map((o) => [o.label, o.inhabitants?.formatted ?? null])).toEqual(expected);
  });

  it('have unique keys even when the gazetteer lists a place twice', () => {
    const keys = placeOptions([lisbon, lisbon, lima, lisbon], 'en').map((o) => o.key);
    expect(new Set(keys).size).toBe(4);
  });
});

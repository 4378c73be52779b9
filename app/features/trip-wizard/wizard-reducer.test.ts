import { describe, expect, it } from 'vitest';
import { draftPlace } from './test-drafts.ts';
import { type Draft, type DraftPlace, emptyDraft, serverNames, toSaveDocument } from './wizard-draft.ts';
import { initialWizardState, type WizardAction, type WizardState, wizardReducer } from './wizard-reducer.ts';

const place = (id: string, activities: string[], days: [number, string[]][]) => draftPlace(id, activities, days);

const draftWith = (places: DraftPlace[]): Draft => ({ ...emptyDraft('en'), version: 3, places });
const state = (places: DraftPlace[] = [], tripId: string | null = 'trip-1') =>
  initialWizardState(draftWith(places), tripId, ['en']);
const run = (start: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, start);
const days = (s: WizardState, placeId: string) =>
  Object.fromEntries(s.draft.places.find((p) => p._id === placeId)?.days.map((d) => [d.number, d.activities]) ?? []);

describe('wizard state (spec sections 3 and 4)', () => {
  it.each([
    ['a new trip has only the chosen language', null, ['de'] as const],
    ['an existing trip gains the language when missing', 'trip-1', ['en', 'de'] as const],
  ])('%s', (_name, tripId, languages) => {
    const next = run(state([], tripId), { type: 'setLanguage', language: 'de' });
    expect(next.languages).toEqual(languages);
    expect(next.draft.language).toBe('de');
  });

  it('adds the language of an existing trip only once', () => {
    expect(run(state(), { type: 'setLanguage', language: 'en' }).languages).toEqual(['en']);
  });

  it.each([
    ['adds a travel type when missing', [], ['hiking']],
    ['removes a travel type when present', ['hiking', 'beach'], ['beach']],
  ] as const)('%s', (_name, before, after) => {
    const start = { ...state(), draft: { ...state().draft, travelTypes: [...before] } };
    expect(run(start, { type: 'toggleTravelType', travelType: 'hiking' }).draft.travelTypes).toEqual(after);
  });

  it.each<[string, WizardAction]>([
    ['a field', { type: 'setField', field: 'title', value: 'Azores' }],
    ['a station', { type: 'addPlace', place: { name: 'Porto', country: 'PT', latitude: 41.1, longitude: -8.6 } }],
    ['a day description', { type: 'setDayDescription', placeId: 'a', day: 1, description: 'Arrival' }],
  ])('marks pending changes after changing %s, and saving clears them', (_name, action) => {
    const changed = run(state([place('a', [], [])]), action);
    expect(changed.hasPendingChanges).toBe(true);
    const saved = run(changed, { type: 'saved', sent: changed.draft, tripId: 'trip-1', version: 4, names: new Map() });
    expect(saved.hasPendingChanges).toBe(false);
    expect(saved.draft.version).toBe(4);
  });

  it('keeps changes made while a save was on its way pending', () => {
    const sent = run(state(), { type: 'setField', field: 'title', value: 'Azo' });
    const typed = run(sent, { type: 'setField', field: 'title', value: 'Azores' });
    const saved = run(typed, { type: 'saved', sent: sent.draft, tripId: 'trip-1', version: 4, names: new Map() });
    expect(saved.hasPendingChanges).toBe(true);
    expect(saved.draft.title).toBe('Azores');
  });

  it.each([
    ['up', 'b', -1, ['b', 'a', 'c']],
    ['down', 'a', 1, ['b', 'a', 'c']],
    ['not above the first', 'a', -1, ['a', 'b', 'c']],
    ['not below the last', 'c', 1, ['a', 'b', 'c']],
  ] as const)('moves a station %s', (_name, id, by, order) => {
    const next = run(state([place('a', [], []), place('b', [], []), place('c', [], [])]), {
      type: 'movePlace',
      placeId: id,
      by,
    });
    expect(next.draft.places.map((p) => p._id)).toEqual(order);
  });

  it('after a move, no day of the moved stations keeps an activity of another station', () => {
    // Foreign ids can arrive with an older document; every day is checked, not only the last.
    const a = place(
      'a',
      ['a1'],
      [
        [1, ['a1', 'b1']],
        [2, ['b1']],
        [3, ['a1']],
      ],
    );
    const b = place('b', ['b1'], [[1, ['a1', 'b1']]]);
    const next = run(state([a, b]), { type: 'movePlace', placeId: 'a', by: 1 });
    expect(days(next, 'a')).toEqual({ 1: ['a1'], 2: [], 3: ['a1'] });
    expect(days(next, 'b')).toEqual({ 1: ['b1'] });
  });

  it('deletes a station, and an activity together with its places on days', () => {
    const next = run(
      state([place('a', ['a1', 'a2'], [[1, ['a1', 'a2']]]), place('b', [], [])]),
      { type: 'deleteActivity', placeId: 'a', activityId: 'a1' },
      { type: 'deletePlace', placeId: 'b' },
    );
    expect(next.draft.places.map((p) => p._id)).toEqual(['a']);
    expect(days(next, 'a')).toEqual({ 1: ['a2'] });
  });

  it.each<[string, WizardAction[], Record<number, string[]>]>([
    [
      'assigns to a day, creating the missing day',
      [{ type: 'assignActivity', placeId: 'a', day: 2, activityId: 'a1' }],
      { 1: ['a2'], 2: ['a1'] },
    ],
    [
      'moves an activity from one day to another',
      [{ type: 'assignActivity', placeId: 'a', day: 1, activityId: 'a3', position: 0 }],
      { 1: ['a3', 'a2'] },
    ],
    [
      'reorders within a day',
      [
        { type: 'assignActivity', placeId: 'a', day: 1, activityId: 'a1' },
        { type: 'assignActivity', placeId: 'a', day: 1, activityId: 'a1', position: 0 },
      ],
      { 1: ['a1', 'a2'] },
    ],
    ['removes from a day', [{ type: 'unassignActivity', placeId: 'a', day: 1, activityId: 'a2' }], { 1: [] }],
    [
      'ignores an activity of another station',
      [{ type: 'assignActivity', placeId: 'a', day: 1, activityId: 'zz' }],
      { 1: ['a2'] },
    ],
  ])('%s', (_name, actions, expected) => {
    expect(days(run(state([place('a', ['a1', 'a2', 'a3'], [[1, ['a2']]])]), ...actions), 'a')).toEqual(expected);
  });

  it('creates a missing day on demand with its number, an empty description and no activities', () => {
    const next = run(state([place('a', [], [])]), { type: 'setDayDescription', placeId: 'a', day: 3, description: '' });
    expect(next.draft.places[0]?.days).toEqual([
      { _id: expect.stringMatching(/^new-/), isNew: true, number: 3, description: '', activities: [] },
    ]);
  });

  it('keeps exactly one highlight picture: the first added, then the one chosen, then the next left', () => {
    const at = (s: WizardState) =>
      s.draft.places[0]?.activities[0]?.images.map((i) => `${i.key}${i.highlight ? '*' : ''}`);
    const base = state([place('a', ['a1'], [])]);
    const image = (key: string): WizardAction => ({ type: 'addImage', placeId: 'a', activityId: 'a1', key });
    const added = run(base, image('k1'), image('k2'), image('k3'));
    expect(at(added)).toEqual(['k1*', 'k2', 'k3']);
    const chosen = run(added, { type: 'setHighlight', placeId: 'a', activityId: 'a1', key: 'k3' });
    expect(at(chosen)).toEqual(['k1', 'k2', 'k3*']);
    expect(at(run(chosen, { type: 'removeImage', placeId: 'a', activityId: 'a1', key: 'k3' }))).toEqual(['k1*', 'k2']);
  });

  it.each([
    [
      'goes to a step and closes any dialog',
      { type: 'goToStep', step: 'days' },
      { currentStep: 'days', isModalOpened: false },
    ],
    [
      'opens a dialog that relays to a step',
      { type: 'openModal', relayStep: 'summary' },
      { isModalOpened: true, relayStep: 'summary' },
    ],
    ['closes a dialog and forgets the relay', { type: 'closeModal' }, { isModalOpened: false, relayStep: null }],
  ] as const)('%s', (_name, action, expected) => {
    const opened = { ...state(), isModalOpened: true, relayStep: 'stations' as const };
    expect(run(opened, action)).toMatchObject(expected);
  });
});

describe('saving the draft', () => {
  it('sends new objects as isNew and names new activities on days by their index', () => {
    const s = run(
      state([place('a', ['a1'], [[1, ['a1']]])]),
      { type: 'addActivity', placeId: 'a' },
      { type: 'updateActivity', placeId: 'a', activityId: 'a1', fields: { name: 'Tram 28' } },
    );
    const added = s.draft.places[0]?.activities[1]?._id as string;
    const moved = run(s, { type: 'assignActivity', placeId: 'a', day: 1, activityId: added, position: 0 });
    const document = toSaveDocument(moved.draft, 3);
    expect(document.places[0]?.activities.map((a) => ('_id' in a ? a._id : 'isNew'))).toEqual(['a1', 'isNew']);
    expect(document.places[0]?.days[0]?.activities).toEqual(['new:1', 'a1']);
  });

  it("takes the server's ids for new objects everywhere, days included", () => {
    const s = run(state([place('a', [], [])]), { type: 'addActivity', placeId: 'a' });
    const ours = s.draft.places[0]?.activities[0]?._id as string;
    const assigned = run(s, { type: 'assignActivity', placeId: 'a', day: 1, activityId: ours });
    const saved = {
      places: [
        {
          _id: 'a',
          activities: [{ _id: 'srv-act' }],
          directions: [],
          accommodation: null,
          days: [{ _id: 'srv-day', number: 1 }],
        },
      ],
    };
    const names = serverNames(assigned.draft, saved);
    const next = run(assigned, { type: 'saved', sent: assigned.draft, tripId: 'trip-1', version: 4, names });
    expect(next.draft.places[0]?.activities[0]).toMatchObject({ _id: 'srv-act' });
    expect(next.draft.places[0]?.activities[0]).not.toHaveProperty('isNew');
    expect(next.draft.places[0]?.days[0]).toMatchObject({ _id: 'srv-day', activities: ['srv-act'] });
  });
});

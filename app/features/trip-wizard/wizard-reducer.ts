import type { Locale } from '#domain/locale.ts';
import type { TravelType } from '#domain/trip-scales.ts';
import {
  blankLeg,
  type Draft,
  type DraftAccommodation,
  type DraftActivity,
  type DraftDirection,
  type DraftPlace,
  dropForeignActivities,
  newDraftId,
  noCost,
  renameIds,
  setHighlight,
  toggleTravelType,
  withDay,
} from './wizard-draft.ts';

export const wizardSteps = ['main', 'stations', 'days', 'summary'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** The wizard state of spec section 3, with the draft it edits and the languages the trip has. */
export type WizardState = {
  draft: Draft;
  tripId: string | null;
  languages: Locale[];
  currentStep: WizardStep;
  /** Where the wizard goes once the open dialog is answered (leaving with unsaved changes). */
  relayStep: WizardStep | null;
  hasPendingChanges: boolean;
  isModalOpened: boolean;
};

type TripField = Exclude<keyof Draft, 'places' | 'version' | 'language'>;
type PlaceFields = Partial<Omit<DraftPlace, '_id' | 'isNew' | 'activities' | 'directions' | 'accommodation' | 'days'>>;
type NewPlace = Pick<DraftPlace, 'name' | 'country' | 'latitude' | 'longitude'>;

export type WizardAction =
  | { type: 'setLanguage'; language: Locale }
  | { type: 'setField'; field: TripField; value: Draft[TripField] }
  | { type: 'toggleTravelType'; travelType: TravelType }
  | { type: 'addPlace'; place: NewPlace }
  | { type: 'updatePlace'; placeId: string; fields: PlaceFields }
  | { type: 'movePlace'; placeId: string; by: -1 | 1 }
  | { type: 'deletePlace'; placeId: string }
  | { type: 'addActivity'; placeId: string }
  | {
      type: 'updateActivity';
      placeId: string;
      activityId: string;
      fields: Partial<Omit<DraftActivity, '_id' | 'isNew'>>;
    }
  | { type: 'deleteActivity'; placeId: string; activityId: string }
  | { type: 'addImage'; placeId: string; activityId: string; key: string }
  | { type: 'setHighlight'; placeId: string; activityId: string; key: string }
  | { type: 'removeImage'; placeId: string; activityId: string; key: string }
  | { type: 'setAccommodation'; placeId: string; fields: Partial<Omit<DraftAccommodation, '_id' | 'isNew'>> | null }
  | { type: 'setLeg'; placeId: string; index: number; fields: Partial<Omit<DraftDirection, '_id' | 'isNew'>> | null }
  | { type: 'assignActivity'; placeId: string; day: number; activityId: string; position?: number }
  | { type: 'unassignActivity'; placeId: string; day: number; activityId: string }
  | { type: 'setDayDescription'; placeId: string; day: number; description: string }
  | { type: 'goToStep'; step: WizardStep }
  | { type: 'openModal'; relayStep?: WizardStep | null }
  | { type: 'closeModal' }
  | { type: 'created'; tripId: string; version: number }
  | { type: 'saved'; sent: Draft; tripId: string; version: number; names: ReadonlyMap<string, string> }
  | { type: 'restore'; draft: Draft };

export function initialWizardState(draft: Draft, tripId: string | null, languages: Locale[]): WizardState {
  return {
    draft,
    tripId,
    languages,
    currentStep: 'main',
    relayStep: null,
    hasPendingChanges: false,
    isModalOpened: false,
  };
}

/** Changes one place of the draft; an unknown id changes nothing. */
function onPlace(state: WizardState, placeId: string, change: (place: DraftPlace) => DraftPlace): WizardState {
  const places = state.draft.places.map((place) => (place._id === placeId ? change(place) : place));
  return edited(state, { ...state.draft, places });
}

function onActivity(
  state: WizardState,
  placeId: string,
  activityId: string,
  change: (activity: DraftActivity) => DraftActivity,
): WizardState {
  return onPlace(state, placeId, (place) => ({
    ...place,
    activities: place.activities.map((activity) => (activity._id === activityId ? change(activity) : activity)),
  }));
}

const edited = (state: WizardState, draft: Draft): WizardState => ({ ...state, draft, hasPendingChanges: true });

function movePlace(state: WizardState, placeId: string, by: -1 | 1): WizardState {
  const places = [...state.draft.places];
  const from = places.findIndex((place) => place._id === placeId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= places.length) return state;
  [places[from], places[to]] = [places[to] as DraftPlace, places[from] as DraftPlace];
  // The spec checks only the last day of the places moved; every day of them is checked here.
  const moved = new Set([from, to]);
  return edited(state, {
    ...state.draft,
    places: places.map((place, index) => (moved.has(index) ? dropForeignActivities(place) : place)),
  });
}

/** Puts an activity on a day (at `position`, else last), taking it off any other day of its place. */
function assignActivity(place: DraftPlace, dayNumber: number, activityId: string, position?: number): DraftPlace {
  if (!place.activities.some((activity) => activity._id === activityId)) return place;
  const [withTarget] = withDay(place, dayNumber);
  return {
    ...withTarget,
    days: withTarget.days.map((day) => {
      const others = day.activities.filter((id) => id !== activityId);
      if (day.number !== dayNumber)
        return others.length === day.activities.length ? day : { ...day, activities: others };
      const at = Math.max(0, Math.min(position ?? others.length, others.length));
      return { ...day, activities: [...others.slice(0, at), activityId, ...others.slice(at)] };
    }),
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'setLanguage': {
      // A new trip has the chosen language only; an existing one gains it when missing (spec section 4).
      const languages = state.tripId ? [...new Set([...state.languages, action.language])] : [action.language];
      return { ...state, languages, draft: { ...state.draft, language: action.language } };
    }
    case 'setField':
      return edited(state, { ...state.draft, [action.field]: action.value });
    case 'toggleTravelType':
      return edited(state, {
        ...state.draft,
        travelTypes: toggleTravelType(state.draft.travelTypes, action.travelType),
      });
    case 'addPlace': {
      const place: DraftPlace = {
        _id: newDraftId(),
        isNew: true,
        ...action.place,
        duration: 1,
        dateFrom: null,
        dateTo: null,
        image: null,
        description: '',
        generalInfo: '',
        activities: [],
        directions: [],
        accommodation: null,
        days: [],
      };
      return edited(state, { ...state.draft, places: [...state.draft.places, place] });
    }
    case 'updatePlace':
      return onPlace(state, action.placeId, (place) => ({ ...place, ...action.fields }));
    case 'movePlace':
      return movePlace(state, action.placeId, action.by);
    case 'deletePlace':
      return edited(state, { ...state.draft, places: state.draft.places.filter((p) => p._id !== action.placeId) });
    case 'addActivity': {
      const activity: DraftActivity = {
        _id: newDraftId(),
        isNew: true,
        kind: 'sight',
        name: '',
        description: '',
        tips: '',
        ...noCost,
        images: [],
      };
      return onPlace(state, action.placeId, (place) => ({ ...place, activities: [...place.activities, activity] }));
    }
    case 'updateActivity':
      return onActivity(state, action.placeId, action.activityId, (activity) => ({ ...activity, ...action.fields }));
    case 'deleteActivity':
      return onPlace(state, action.placeId, (place) =>
        dropForeignActivities({ ...place, activities: place.activities.filter((a) => a._id !== action.activityId) }),
      );
    case 'addImage':
      return onActivity(state, action.placeId, action.activityId, (activity) => ({
        ...activity,
        // The first picture stands for the activity until the author picks another.
        images: [...activity.images, { key: action.key, highlight: activity.images.length === 0 }],
      }));
    case 'setHighlight':
      return onActivity(state, action.placeId, action.activityId, (activity) => setHighlight(activity, action.key));
    case 'removeImage':
      return onActivity(state, action.placeId, action.activityId, (activity) => {
        const images = activity.images.filter((image) => image.key !== action.key);
        const [first, ...rest] = images;
        const needsHighlight = first && !images.some((image) => image.highlight);
        return { ...activity, images: needsHighlight ? [{ ...first, highlight: true }, ...rest] : images };
      });
    case 'setAccommodation':
      return onPlace(state, action.placeId, (place) => ({
        ...place,
        accommodation: action.fields && {
          ...(place.accommodation ?? {
            _id: newDraftId(),
            isNew: true,
            name: '',
            ...noCost,
            description: '',
            tips: '',
            image: null,
          }),
          ...action.fields,
        },
      }));
    case 'setLeg':
      return onPlace(state, action.placeId, (place) => {
        if (action.fields === null)
          return { ...place, directions: place.directions.filter((_, i) => i !== action.index) };
        const directions = [...place.directions];
        directions[action.index] = { ...(directions[action.index] ?? blankLeg()), ...action.fields };
        return { ...place, directions: directions.filter(Boolean) };
      });
    case 'assignActivity':
      return onPlace(state, action.placeId, (place) =>
        assignActivity(place, action.day, action.activityId, action.position),
      );
    case 'unassignActivity':
      return onPlace(state, action.placeId, (place) => ({
        ...place,
        days: place.days.map((day) =>
          day.number === action.day
            ? { ...day, activities: day.activities.filter((id) => id !== action.activityId) }
            : day,
        ),
      }));
    case 'setDayDescription':
      return onPlace(state, action.placeId, (place) => {
        const [withTarget] = withDay(place, action.day);
        return {
          ...withTarget,
          days: withTarget.days.map((day) =>
            day.number === action.day ? { ...day, description: action.description } : day,
          ),
        };
      });
    case 'goToStep':
      return { ...state, currentStep: action.step, relayStep: null, isModalOpened: false };
    case 'openModal':
      return { ...state, isModalOpened: true, relayStep: action.relayStep ?? null };
    case 'closeModal':
      return { ...state, isModalOpened: false, relayStep: null };
    case 'created':
      // The trip exists on the server now (or, after a conflict, at this version); the words still wait.
      return { ...state, tripId: action.tripId, draft: { ...state.draft, version: action.version } };
    case 'saved': {
      // Edits made while the save was on its way stay pending; the ids the server gave are taken either way.
      const unchanged = state.draft === action.sent;
      const draft = renameIds({ ...state.draft, version: action.version }, action.names);
      return { ...state, draft, tripId: action.tripId, hasPendingChanges: unchanged ? false : state.hasPendingChanges };
    }
    case 'restore':
      // What this browser kept of an unsaved draft, or a machine translation: still to be saved.
      return { ...state, draft: action.draft, hasPendingChanges: true };
  }
}

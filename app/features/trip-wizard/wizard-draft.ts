import type { TripDocument } from '#domain/schemas/trip.ts';
import type { TravelType } from '#domain/trip-scales.ts';

/**
 * The trip as the wizard edits it: the `PUT /api/trip/{id}` document, where every object has an
 * `_id`, the server's or, for an object not saved yet, one of ours (`isNew`). Days name their
 * activities by these ids; toSaveDocument turns ours into what the API expects.
 */
type Identified<T> = Omit<T, '_id' | 'isNew'> & { _id: string; isNew?: boolean };
type DocumentPlace = TripDocument['places'][number];

export type DraftActivity = Identified<DocumentPlace['activities'][number]>;
export type DraftDirection = Identified<DocumentPlace['directions'][number]>;
export type DraftAccommodation = Identified<NonNullable<DocumentPlace['accommodation']>>;
export type DraftDay = Identified<DocumentPlace['days'][number]>;
export type DraftPlace = Omit<Identified<DocumentPlace>, 'activities' | 'directions' | 'accommodation' | 'days'> & {
  activities: DraftActivity[];
  directions: DraftDirection[];
  accommodation: DraftAccommodation | null;
  days: DraftDay[];
};
export type Draft = Omit<TripDocument, 'version' | 'places'> & {
  /** The version the draft was loaded or last saved at; null until the trip exists on the server. */
  version: number | null;
  places: DraftPlace[];
};

let counter = 0;
/** An id for an object the server has not named yet; unique within the page. */
export const newDraftId = () => `new-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export const emptyDraft = (language: Draft['language']): Draft => ({
  version: null,
  language,
  title: '',
  description: '',
  summary: '',
  coverImage: null,
  dateFrom: null,
  dateTo: null,
  period: '',
  travelTypes: [],
  tags: [],
  countries: [],
  apps: [],
  budget: 0,
  comfort: 0,
  detail: 0,
  travellers: 1,
  places: [],
});

/** A stay, a leg or an activity before the author says what it costs. */
export const noCost = { price: '', amount: null, currency: null, covers: 'total' } as const;

/** A leg as the author starts it: by car, no time, no price yet. */
export const blankLeg = (): DraftDirection => ({
  _id: newDraftId(),
  isNew: true,
  type: 'car',
  duration: 0,
  ...noCost,
  overnight: false,
  nights: 0,
  description: '',
  tips: '',
});

/** Toggling a travel type adds it when missing and removes it when present (spec section 4). */
export const toggleTravelType = (types: readonly TravelType[], type: TravelType): TravelType[] =>
  types.includes(type) ? types.filter((t) => t !== type) : [...types, type];

/** Setting one picture as the highlight clears the flag on the others (spec section 4). */
export const setHighlight = (activity: DraftActivity, key: string): DraftActivity => ({
  ...activity,
  images: activity.images.map((image) => ({ ...image, highlight: image.key === key })),
});

/** Days keep only activities of their own place: after a move, no day keeps a foreign one. */
export const dropForeignActivities = (place: DraftPlace): DraftPlace => {
  const own = new Set(place.activities.map((activity) => activity._id));
  if (place.days.every((day) => day.activities.every((id) => own.has(id)))) return place;
  return {
    ...place,
    days: place.days.map((day) => ({ ...day, activities: day.activities.filter((id) => own.has(id)) })),
  };
};

/** A day of a place, created on demand with its number, no description and no activities. */
export function withDay(place: DraftPlace, number: number): [DraftPlace, DraftDay] {
  const found = place.days.find((day) => day.number === number);
  if (found) return [place, found];
  const created: DraftDay = { _id: newDraftId(), isNew: true, number, description: '', activities: [] };
  const days = [...place.days, created].sort((a, b) => a.number - b.number);
  return [{ ...place, days }, created];
}

/** Replaces our ids by the server's after a save, wherever they occur, days' references included. */
export function renameIds(draft: Draft, names: ReadonlyMap<string, string>): Draft {
  if (names.size === 0) return draft;
  const name = <T extends { _id: string; isNew?: boolean }>(object: T): T => {
    const serverId = names.get(object._id);
    if (!serverId) return object;
    const { isNew: _new, ...rest } = object;
    return { ...rest, _id: serverId } as T;
  };
  return {
    ...draft,
    places: draft.places.map((place) => ({
      ...name(place),
      activities: place.activities.map(name),
      directions: place.directions.map(name),
      accommodation: place.accommodation && name(place.accommodation),
      days: place.days.map((day) => ({
        ...name(day),
        activities: day.activities.map((id) => names.get(id) ?? id),
      })),
    })),
  };
}

// New objects are named by the server: every object of a saved trip has its `_id`.
type Named = { _id?: string | undefined };
type SavedPlace = Named & {
  activities: Named[];
  directions: Named[];
  accommodation: Named | null;
  days: (Named & { number: number })[];
};

/** Which of our ids the server named how: the saved trip has every object where we sent it. */
export function serverNames(sent: Draft, saved: { places: SavedPlace[] }): Map<string, string> {
  const names = new Map<string, string>();
  const pair = (ours: { _id: string } | null | undefined, theirs: Named | null | undefined) => {
    if (ours && theirs?._id && ours._id !== theirs._id) names.set(ours._id, theirs._id);
  };
  sent.places.forEach((place, p) => {
    const savedPlace = saved.places[p];
    pair(place, savedPlace);
    for (const [i, activity] of place.activities.entries()) pair(activity, savedPlace?.activities[i]);
    for (const [i, direction] of place.directions.entries()) pair(direction, savedPlace?.directions[i]);
    pair(place.accommodation, savedPlace?.accommodation);
    // Days are stored one per number, in order of number.
    const byNumber = new Map(savedPlace?.days.map((day) => [day.number, day]));
    for (const day of place.days) pair(day, byNumber.get(day.number));
  });
  return names;
}

/** The draft as `PUT /api/trip/{id}` takes it: our ids become `isNew`, days name new activities by index. */
export function toSaveDocument(draft: Draft, version: number) {
  const strip = <T extends { _id: string; isNew?: boolean }>({ _id, isNew, ...rest }: T) =>
    isNew ? { ...rest, isNew: true } : { ...rest, _id };
  return {
    ...draft,
    version,
    places: draft.places.map((place) => {
      const refs = new Map(
        place.activities.map((activity, index) => [activity._id, activity.isNew ? `new:${index}` : activity._id]),
      );
      return {
        ...strip(place),
        activities: place.activities.map(strip),
        directions: place.directions.map(strip),
        accommodation: place.accommodation && strip(place.accommodation),
        days: place.days.map((day) => ({
          ...strip(day),
          activities: day.activities.flatMap((id) => refs.get(id) ?? []),
        })),
      };
    }),
  };
}

/**
 * Every text the author writes per language, visited in one fixed order, so that they can be read
 * out for translation and the translations put back in the same places.
 */
export function mapTexts(draft: Draft, change: (text: string) => string): Draft {
  return {
    ...draft,
    title: change(draft.title),
    description: change(draft.description),
    summary: change(draft.summary),
    places: draft.places.map((place) => ({
      ...place,
      description: change(place.description),
      generalInfo: change(place.generalInfo),
      activities: place.activities.map((a) => ({
        ...a,
        name: change(a.name),
        description: change(a.description),
        tips: change(a.tips),
      })),
      directions: place.directions.map((d) => ({ ...d, description: change(d.description), tips: change(d.tips) })),
      accommodation: place.accommodation && {
        ...place.accommodation,
        description: change(place.accommodation.description),
        tips: change(place.accommodation.tips),
      },
      days: place.days.map((day) => ({ ...day, description: change(day.description) })),
    })),
  };
}

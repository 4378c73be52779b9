import { type DraftActivity, type DraftDirection, type DraftPlace, noCost } from './wizard-draft.ts';

/** Test drafts: a station with the given activities (ids) and days (number, activity ids, description). */
export function draftPlace(
  id: string,
  activities: string[],
  days: [number, string[], string?][],
  more: Partial<DraftPlace> = {},
): DraftPlace {
  return {
    _id: id,
    name: id,
    country: 'PT',
    latitude: 38.7,
    longitude: -9.1,
    duration: 2,
    dateFrom: null,
    dateTo: null,
    image: null,
    description: '',
    generalInfo: '',
    activities: activities.map((activity): DraftActivity => draftActivity(activity)),
    directions: [],
    accommodation: null,
    days: days.map(([number, ids, description = '']) => ({
      _id: `${id}-d${number}`,
      number,
      description,
      activities: ids,
    })),
    ...more,
  };
}

export const draftActivity = (id: string, name = id): DraftActivity => ({
  _id: id,
  kind: 'sight',
  name,
  description: '',
  tips: '',
  ...noCost,
  images: [],
});

export const draftLeg = (duration: number, overnight: boolean, id = 'leg'): DraftDirection => ({
  _id: id,
  type: 'train',
  duration,
  ...noCost,
  overnight,
  nights: overnight ? 1 : 0,
  description: '',
  tips: '',
});

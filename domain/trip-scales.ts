/** Travel types of spec section 3, ids as the spec writes them; names live in the `trips` catalog. */
export const travelTypes = [
  'roadtrip',
  'backpacking',
  'two_wheel',
  'camping',
  'camper',
  'motorcycle',
  'ship',
  'train',
  'friends',
  'family',
  'single',
  'couple',
  'active_holiday',
  'hiking',
  'nature',
  'relaxing',
  'party',
  'sightseeing',
  'beach',
  'citytrip',
  'eco',
  'wellness',
] as const;
export type TravelType = (typeof travelTypes)[number];

/** Means of transport of a leg (direction). */
export const transportTypes = [
  'car',
  'bus',
  'plane',
  'train',
  'ship',
  'taxi',
  'motorcycle',
  'bicycle',
  'foot',
  'other',
] as const;
export type TransportType = (typeof transportTypes)[number];

/** The scales of spec section 3 with their highest value; 0 is "not given" on every one. */
export const tripScales = { budget: 4, comfort: 8, detail: 4, rating: 5 } as const;
export type TripScale = keyof typeof tripScales;

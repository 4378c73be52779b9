import { describe, expect, it } from 'vitest';
import { toViolations } from '../validation.ts';
import { type TripDocumentInput, tripDocumentSchema, tripLimits } from './trip.ts';

const valid: TripDocumentInput = {
  version: 1,
  language: 'en',
  title: 'Three weeks of Portugal by train',
  travelTypes: ['train', 'citytrip', 'train'],
  tags: ['rail', 'coast'],
  countries: ['PT'],
  budget: 2,
  comfort: 5,
  detail: 3,
  dateFrom: '2025-05-01',
  dateTo: '2025-05-21',
  places: [
    {
      isNew: true,
      name: 'Lisbon',
      country: 'PT',
      latitude: 38.72,
      longitude: -9.14,
      duration: 4,
      activities: [{ isNew: true, name: 'Tram 28', tips: 'Board at Martim Moniz.' }],
      directions: [{ isNew: true, type: 'train', duration: 180, price: '25 €' }],
      accommodation: { isNew: true, name: 'Casa do Largo' },
      days: [{ number: 1, activities: ['new:0'] }],
    },
    { isNew: true, name: 'Porto', duration: 3 },
  ],
};

const violations = (change: Record<string, unknown>) => {
  const result = tripDocumentSchema.safeParse({ ...valid, ...change });
  return result.success ? [] : toViolations(result.error).map(({ field, rule }) => `${field}: ${rule}`);
};

describe('trip document', () => {
  it('takes a whole trip and fills the defaults', () => {
    const trip = tripDocumentSchema.parse(valid);
    expect(trip.travelTypes).toEqual(['train', 'citytrip']);
    expect(trip.places[1]).toMatchObject({ activities: [], directions: [], accommodation: null, days: [] });
    expect(trip.summary).toBe('');
  });

  it.each([
    [{ title: '' }, 'title: required'],
    [{ title: 'x'.repeat(tripLimits.titleMax + 1) }, 'title: max_length'],
    [{ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'tags: max_items'],
    [{ budget: 5 }, 'budget: max_value'],
    [{ comfort: 9 }, 'comfort: max_value'],
    [{ detail: -1 }, 'detail: min_value'],
    [{ travelTypes: ['spaceflight'] }, 'travelTypes.0: invalid'],
    [{ countries: ['XX'] }, 'countries.0: invalid'],
    [{ dateFrom: '2025-06-01' }, 'dateTo: date_order'],
    [{ language: 'fr' }, 'language: invalid'],
    [{ version: undefined }, 'version: required'],
    [{ coverImage: '../etc/passwd' }, 'coverImage: invalid'],
    [{ travellers: 0 }, 'travellers: min_value'],
    [{ travellers: tripLimits.travellersMax + 1 }, 'travellers: max_value'],
    [{ travellers: 1.5 }, 'travellers: invalid'],
  ])('refuses %j naming the field', (change, expected) => {
    expect(violations(change)).toEqual([expected]);
  });

  it.each([
    ['places.0.directions.0.type: invalid', { type: 'rocket' }],
    ['places.0.directions.0.duration: max_value', { duration: tripLimits.legDurationMax + 1 }],
    ['places.0.directions.0.amount: min_value', { amount: -1, currency: 'EUR' }],
    ['places.0.directions.0.amount: max_value', { amount: tripLimits.amountMax + 1, currency: 'EUR' }],
    ['places.0.directions.0.amount: cents', { amount: 12.345, currency: 'EUR' }],
    ['places.0.directions.0.amount: numeric', { amount: Number.NaN, currency: 'EUR' }],
    ['places.0.directions.0.currency: invalid', { amount: 12, currency: 'EURO' }],
    ['places.0.directions.0.currency: currency_needed', { amount: 12 }],
    ['places.0.directions.0.covers: invalid', { amount: 12, currency: 'EUR', covers: 'week' }],
  ])('refuses a leg: %s', (expected, leg) => {
    const [lisbon, porto] = valid.places ?? [];
    const places = [{ ...lisbon, directions: [{ ...lisbon?.directions?.[0], ...leg }] }, porto];
    expect(violations({ places })).toEqual([expected]);
  });

  it('takes costs of stays, legs and activities, and the travellers they are for', () => {
    const [lisbon] = valid.places ?? [];
    const cost = { amount: 164370841.45, currency: 'EUR', covers: 'personNight', price: 'dorm' } as const;
    const trip = tripDocumentSchema.parse({
      ...valid,
      travellers: 4,
      places: [
        {
          ...lisbon,
          activities: [{ name: 'Tram', ...cost }],
          directions: [{ type: 'train', amount: 0, currency: 'CHF' }],
          accommodation: { name: 'Casa', ...cost },
        },
      ],
    });
    expect(trip.travellers).toBe(4);
    expect(trip.places[0]?.activities[0]).toMatchObject(cost);
    expect(trip.places[0]?.accommodation).toMatchObject(cost);
    expect(trip.places[0]?.directions[0]).toMatchObject({ amount: 0, currency: 'CHF', covers: 'total', price: '' });
    // The spec's free-text price alone is still a valid cost: a note beside no amount.
    expect(tripDocumentSchema.parse(valid).places[0]?.directions[0]).toMatchObject({
      price: '25 €',
      amount: null,
      currency: null,
      covers: 'total',
    });
    expect(tripDocumentSchema.parse(valid).travellers).toBe(1);
  });

  it('limits the texts of places, activities and days', () => {
    const [lisbon] = valid.places ?? [];
    const long = (limit: number) => 'x'.repeat(limit + 1);
    const places = [
      {
        ...lisbon,
        generalInfo: long(tripLimits.generalInfoMax),
        activities: [{ name: 'Tram', tips: long(tripLimits.tipsMax) }],
        days: [{ number: 1, description: long(tripLimits.dayDescriptionMax) }],
      },
    ];
    expect(violations({ places, summary: long(tripLimits.summaryMax) })).toEqual([
      'summary: max_length',
      'places.0.generalInfo: max_length',
      'places.0.activities.0.tips: max_length',
      'places.0.days.0.description: max_length',
    ]);
  });
});

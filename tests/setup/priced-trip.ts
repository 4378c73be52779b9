import type { TripView } from '#server/features/trips/trip.presenter.ts';
import { verifiedUser } from './accounts.ts';
import type { TestApp } from './test-app.ts';

/**
 * A published trip in English and German whose figures are known, so that the files made from it
 * can be read back against written-out words: Lisbon (3 days, a stay at €45 a night, tram 28 at
 * €3.10) by train for €30 to Porto (≈ 274 km; 2 days), by plane at €89.50 a person to Berlin
 * (≈ 2,084 km; 1 day), ≈ 2,358 km in all, for 2 travellers, from 1 May 2031: EUR 302.10 in all.
 */
export async function pricedTrip(t: TestApp): Promise<{ en: TripView; de: TripView }> {
  const cookie = await verifiedUser(t, 'priced-trip@example.org', 'Paula');
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await t.request(`/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, origin: t.env.PUBLIC_URL },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as TripView;
  };
  const created = await call('POST', '/trip/create', { language: 'en', title: 'Lisbon to Berlin' });
  const en = await call('PUT', `/trip/${created._id}`, {
    version: created.version,
    language: 'en',
    title: 'Lisbon to Berlin',
    description: 'Up the coast by train, then on to Berlin by plane.',
    dateFrom: '2031-05-01',
    travelTypes: ['train', 'citytrip'],
    travellers: 2,
    places: [
      {
        isNew: true,
        name: 'Lisbon',
        country: 'PT',
        latitude: 38.7223,
        longitude: -9.1393,
        duration: 2,
        accommodation: {
          isNew: true,
          name: 'Casa do Largo',
          amount: 45,
          currency: 'EUR',
          covers: 'night',
          price: 'dorm',
        },
        activities: [{ isNew: true, name: 'Tram 28', amount: 3.1, currency: 'EUR' }],
        directions: [
          { isNew: true, type: 'train', duration: 190, amount: 30, currency: 'EUR', price: 'Alfa Pendular' },
        ],
        days: [{ isNew: true, number: 1, activities: ['new:0'] }],
      },
      {
        isNew: true,
        name: 'Porto',
        country: 'PT',
        latitude: 41.1496,
        longitude: -8.611,
        duration: 2,
        directions: [{ isNew: true, type: 'plane', duration: 180, amount: 89.5, currency: 'EUR', covers: 'person' }],
      },
      { isNew: true, name: 'Berlin', country: 'DE', latitude: 52.52, longitude: 13.405, duration: 1 },
    ],
  });
  const de = await call('PUT', `/trip/${en._id}`, {
    ...en,
    language: 'de',
    title: 'Von Lissabon nach Berlin',
    description: 'Mit dem Zug die Küste hinauf, dann mit dem Flugzeug nach Berlin.',
  });
  await call('PATCH', `/trip/${en._id}/publish`);
  return { en: await call('GET', `/trip/${en._id}?language=en`), de: await call('GET', `/trip/${de._id}?language=de`) };
}

/**
 * What the files of `pricedTrip` say of its distances and costs in each language, written out:
 * the catalogue's words, numbers and amounts as a reader of that language expects them.
 */
export const pricedTripWords = {
  en: {
    toPorto: '≈ 274 km as the crow flies to Porto',
    byTrain: 'Train · Duration: 3 h 10 min · Price: EUR 30 · Alfa Pendular',
    toBerlin: '≈ 2,084 km as the crow flies to Berlin',
    byPlane: 'Plane · Duration: 3 h · Price: EUR 89.50 per person',
    legs: ['On the way from Lisbon to Porto', 'On the way from Porto to Berlin'],
    total: 'Distance: ≈ 2,358 km as the crow flies',
    travellers: 'Costs for 2 travellers',
    // €45 × 2 nights; €30 + €89.50 × 2; €3.10; over 6 days and 2 travellers.
    budget: [
      'What it costs',
      'Stays: EUR 90',
      'Getting around: EUR 209',
      'Activities: EUR 3.10',
      'In all: EUR 302.10',
      'Per person: EUR 151.05',
      'Per day: EUR 50.35',
      'Per person and day: EUR 25.18',
    ],
    stayPrice: 'Price: EUR 45 per night · dorm',
    stay: 'Stay: Casa do Largo · Price: EUR 45 per night · dorm',
    tram: '- Tram 28 · Price: EUR 3.10',
    route: 'Route',
  },
  de: {
    toPorto: '≈ 274 km Luftlinie bis Porto',
    byTrain: 'Zug · Dauer: 3 Std. 10 Min. · Preis: 30 EUR · Alfa Pendular',
    toBerlin: '≈ 2.084 km Luftlinie bis Berlin',
    byPlane: 'Flugzeug · Dauer: 3 Std. · Preis: 89,50 EUR pro Person',
    legs: ['Unterwegs von Lisbon nach Porto', 'Unterwegs von Porto nach Berlin'],
    total: 'Entfernung: ≈ 2.358 km Luftlinie',
    travellers: 'Kosten für 2 Personen',
    budget: [
      'Was die Reise kostet',
      'Unterkünfte: 90 EUR',
      'Unterwegs: 209 EUR',
      'Aktivitäten: 3,10 EUR',
      'Insgesamt: 302,10 EUR',
      'Pro Person: 151,05 EUR',
      'Pro Tag: 50,35 EUR',
      'Pro Person und Tag: 25,18 EUR',
    ],
    stayPrice: 'Preis: 45 EUR pro Nacht · dorm',
    stay: 'Unterkunft: Casa do Largo · Preis: 45 EUR pro Nacht · dorm',
    tram: '- Tram 28 · Preis: 3,10 EUR',
    route: 'Reiseroute',
  },
} as const;

/** A file's text as lines, every kind of space as one: amounts and units carry no-break spaces. */
export const linesOf = (text: unknown) =>
  String(text ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim());

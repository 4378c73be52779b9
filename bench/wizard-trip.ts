import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TripDocumentInput } from '#domain/schemas/trip.ts';
import type { RunningServer } from './server.ts';

type Cookie = { name: string; value: string };
export type BenchTrip = { id: string; stations: { name: string; activities: string[] }[] };

const STATIONS = [
  ['Lisbon', 'PT'],
  ['Sintra', 'PT'],
  ['Óbidos', 'PT'],
  ['Coimbra', 'PT'],
  ['Porto', 'PT'],
  ['Braga', 'PT'],
  ['Santiago de Compostela', 'ES'],
  ['León', 'ES'],
  ['Burgos', 'ES'],
  ['Bilbao', 'ES'],
  ['San Sebastián', 'ES'],
  ['Pamplona', 'ES'],
  ['Zaragoza', 'ES'],
  ['Barcelona', 'ES'],
  ['Girona', 'ES'],
  ['Perpignan', 'FR'],
  ['Carcassonne', 'FR'],
  ['Toulouse', 'FR'],
  ['Bordeaux', 'FR'],
  ['La Rochelle', 'FR'],
] as const;
const SIGHTS = [
  'Old town walk',
  'Cathedral',
  'Market hall',
  'City museum',
  'Riverside cycle',
  'Viewpoint at sunset',
  'Food tour',
  'Botanical garden',
  'Castle ruins',
  'Evening concert',
];
// Long enough that the plan's days have room for drops; short enough that the page stays one trip.
const NIGHTS_PER_STATION = 2;

// A few sentences each, as an author writes them: the field sizes decide how much the page re-renders and serialises.
const stationText = (city: string) =>
  `${city} was the stop we liked best on this stretch, and two nights were barely enough. ` +
  `We stayed near the centre, walked almost everywhere and took the bus only once, to the beach. ` +
  `Mornings are quiet, so the famous sights are best before ten; the afternoons belong to long lunches. ` +
  `If you come in summer, book the rooms early: the small guesthouses are full weeks ahead.`;
const activityText = (sight: string, city: string) =>
  `The ${sight.toLowerCase()} in ${city} took us about three hours, breaks included. ` +
  `It is well signposted from the main square, and the staff were friendly and patient with our questions. ` +
  `Go early on a weekday: by noon the groups arrive and the narrow parts get crowded.`;
const activityName = (sight: string, city: string) => `${sight} in ${city}`;
const tipText = (city: string) =>
  `Buy the combined ticket at the tourist office in ${city}; it is cheaper and skips the queue. Bring water.`;

async function call(server: RunningServer, method: string, route: string, body: unknown, cookie = '') {
  const response = await fetch(server.url + route, {
    method,
    // Writes must come from the site's own origin (CSRF protection).
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify(body),
    redirect: 'manual',
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response;
}

/** The verification link of the mail the server wrote for `email` (quoted-printable undone). */
async function verificationLink(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 100; tries++) {
    for (const file of await readdir(outbox).catch(() => [])) {
      const mail = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = mail.includes(`To: ${email}`) ? /https?:\/\/[^\s"<]*verify-email[^\s"<]*/.exec(mail) : null;
      if (link) return link[0];
    }
    await sleep(100);
  }
  throw new Error(`No verification mail for ${email} in ${outbox}`);
}

/** Registers and verifies an author; the verification link's redirect signs them in. */
export async function verifiedAuthor(server: RunningServer): Promise<Cookie[]> {
  const email = `bench-${Date.now()}@example.org`;
  const account = { name: 'Bench Author', email, password: 'a long enough password', locale: 'en', terms: true };
  await call(server, 'POST', '/api/auth/sign-up/email', account);
  const link = new URL(await verificationLink(server.dataDir, email));
  const verified = await fetch(server.url + link.pathname + link.search, { redirect: 'manual' });
  const cookies = verified.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  if (!cookies.some((cookie) => cookie.value)) throw new Error(`Verifying ${email} set no cookie (${verified.status})`);
  return cookies;
}

/** A draft of 20 stations with 10 activities each, every field filled as a real author would. */
export async function largeTrip(server: RunningServer, cookies: Cookie[]): Promise<BenchTrip> {
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const title = 'Twenty stops from Lisbon to La Rochelle';
  const created = await call(server, 'POST', '/api/trip/create', { language: 'en', title }, cookie);
  const { _id: id, version } = (await created.json()) as { _id: string; version: number };
  const document: TripDocumentInput = {
    version,
    language: 'en',
    title,
    description: 'Twenty stops by train along the Atlantic coast and across the Pyrenees, two nights each.',
    places: STATIONS.map(([city, country], index) => ({
      isNew: true,
      name: city,
      country,
      duration: NIGHTS_PER_STATION,
      description: stationText(city),
      generalInfo: tipText(city),
      activities: SIGHTS.map((sight, number) => ({
        isNew: true,
        kind: number % 3 === 0 ? 'activity' : 'sight',
        name: activityName(sight, city),
        description: activityText(sight, city),
        tips: tipText(city),
        images: [],
      })),
      accommodation: { isNew: true, name: `Casa ${city}`, description: stationText(city), tips: tipText(city) },
      directions:
        index < STATIONS.length - 1
          ? [{ isNew: true, type: 'train', duration: 150, price: '€25', tips: tipText(city) }]
          : [],
    })),
  };
  await call(server, 'PUT', `/api/trip/${encodeURIComponent(id)}`, document, cookie);
  const stations = STATIONS.map(([city]) => ({ name: city, activities: SIGHTS.map((s) => activityName(s, city)) }));
  return { id, stations };
}

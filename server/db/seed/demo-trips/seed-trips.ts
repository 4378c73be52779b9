import { eq } from 'drizzle-orm';
import type { TripDocumentInput } from '#domain/schemas/trip.ts';
import { tripDocumentSchema } from '#domain/schemas/trip.ts';
import { createTrip, saveTrip, setStatus } from '../../../features/trips/trip.service.ts';
import type { TripRecord } from '../../../features/trips/trip-record.ts';
import { storeImage } from '../../../media/media.service.ts';
import type { Db } from '../../client.ts';
import { trip, user, userProfile } from '../../schema/index.ts';
import type { Seeder } from '../index.ts';
import { sceneImage } from '../scene-image.ts';
import { americasAfricaTrips } from './americas-africa.ts';
import { demoAuthors } from './demo-authors.ts';
import { moreAsiaTrips } from './more-asia.ts';
import { moreEuropeTrips } from './more-europe.ts';
import { moreWorldTrips } from './more-world.ts';
import type { DemoAuthor, DemoTrip, Scene } from './types.ts';

export const demoTrips: DemoTrip[] = [...moreEuropeTrips, ...moreAsiaTrips, ...moreWorldTrips, ...americasAfricaTrips];

const authorId = (key: DemoAuthor) => `demo-${key}`;

type Images = { cover: string | null; activities: (string | null)[][] };

/**
 * The trip as the wizard would save it in one language. The first save creates every object
 * (`isNew`); the second names them by the ids the first gave, so both languages share them.
 */
export function documentOf(
  demo: DemoTrip,
  language: 'en' | 'de',
  version: number,
  images: Images,
  saved?: TripRecord,
): TripDocumentInput {
  return {
    version,
    language,
    title: demo.title[language],
    description: demo.description[language],
    summary: demo.summary[language],
    coverImage: images.cover,
    dateFrom: demo.dateFrom,
    period: demo.period,
    travelTypes: demo.travelTypes,
    tags: demo.tags,
    apps: demo.apps,
    countries: [...new Set(demo.places.map((p) => p.country))],
    budget: demo.budget,
    comfort: demo.comfort,
    detail: demo.detail,
    places: demo.places.map((p, index) => {
      const known = saved?.places[index];
      const id = (savedId: string | undefined) => (savedId ? { _id: savedId } : { isNew: true });
      return {
        ...id(known?.id),
        name: p.name,
        country: p.country,
        latitude: p.lat,
        longitude: p.lng,
        duration: p.duration,
        description: p.description[language],
        generalInfo: p.generalInfo[language],
        activities: p.activities.map((a, i) => ({
          ...id(known?.activities[i]?.id),
          kind: a.kind,
          name: a.name[language],
          description: a.description[language],
          tips: a.tips[language],
          images: [images.activities[index]?.[i]].flatMap((key) => (key ? [{ key, highlight: true }] : [])),
        })),
        directions: p.leg
          ? [
              {
                ...id(known?.directions[0]?.id),
                type: p.leg.type,
                duration: p.leg.duration,
                price: p.leg.price,
                overnight: p.leg.overnight ?? false,
                description: p.leg.description[language],
                tips: p.leg.tips[language],
              },
            ]
          : [],
        accommodation: {
          ...id(known?.accommodation?.id),
          name: p.accommodation.name,
          price: p.accommodation.price,
          description: p.accommodation.description[language],
          tips: p.accommodation.tips[language],
        },
        days: p.days.map((d, i) => ({
          ...id(known?.days[i]?.id),
          number: i + 1,
          description: d.description[language],
          activities: d.activities.map((a) => known?.activities[a]?.id ?? `new:${a}`),
        })),
      };
    }),
  };
}

async function seedAuthors(db: Db) {
  for (const [key, author] of Object.entries(demoAuthors) as [DemoAuthor, (typeof demoAuthors)[DemoAuthor]][]) {
    await db.insert(user).values({
      id: authorId(key),
      name: author.name,
      email: `${key}@demo.itinera.invalid`,
      emailVerified: true,
      locale: author.locale,
    });
    await db.insert(userProfile).values({
      userId: authorId(key),
      alias: key,
      location: author.location,
      aboutMe: author.aboutMe[author.locale],
      traveledCountries: author.traveled,
    });
  }
}

async function seedTrip(db: Db, storage: Parameters<typeof storeImage>[0]['storage'], demo: DemoTrip, index: number) {
  const owner = authorId(demo.author);
  const picture = (scene: Scene, seed: string) =>
    sceneImage(scene, seed).then((bytes) => storeImage({ db, storage }, { bytes, ownerId: owner, purpose: 'trip' }));
  const images: Images = {
    cover: await picture(demo.cover, demo.title.en),
    activities: await Promise.all(
      demo.places.map((p) => Promise.all(p.activities.map((a) => (a.image ? picture(a.image, a.name.en) : null)))),
    ),
  };
  const other = demo.language === 'en' ? 'de' : 'en';
  const first = documentOf(demo, demo.language, 1, images);
  let record = await createTrip(db, owner, tripDocumentSchema.parse(first));
  record = await saveTrip(db, record, tripDocumentSchema.parse(first));
  record = await saveTrip(
    db,
    record,
    tripDocumentSchema.parse(documentOf(demo, other, record.version, images, record)),
  );
  await setStatus(db, record, 'published');
  // Spread over the months after each journey, so "newest first" mixes places and authors.
  const published = new Date(`${demo.dateFrom}T09:00:00Z`);
  published.setUTCDate(published.getUTCDate() + 20 + (index % 7) * 3);
  await db
    .update(trip)
    .set({ publishedAt: published, views: 40 + ((index * 7919) % 2400) })
    .where(eq(trip.id, record.id));
}

export const demoTripsSeeder: Seeder = {
  name: 'trips',
  async run(db, { storage }) {
    await seedAuthors(db);
    for (const [index, demo] of demoTrips.entries()) await seedTrip(db, storage, demo, index);
  },
};

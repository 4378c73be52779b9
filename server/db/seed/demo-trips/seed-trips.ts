import path from 'node:path';
import { eq } from 'drizzle-orm';
import { tripDocumentSchema } from '#domain/schemas/trip.ts';
import { createTrip, saveTrip, setStatus } from '../../../features/trips/trip.service.ts';
import { processUpload } from '../../../media/image-pipeline.ts';
import { type MediaDeps, storeProcessed } from '../../../media/media.service.ts';
import type { Db } from '../../client.ts';
import { trip } from '../../schema/index.ts';
import { type SeededTrip, seedCommunity } from '../demo-community/seed-community.ts';
import { type DemoMember, seedMember } from '../demo-member.ts';
import type { Seeder } from '../index.ts';
import { sceneImage } from '../scene-image.ts';
import { type DemoAuthor, demoAuthors } from './demo-authors.ts';
import { type DemoImages, documentOf } from './demo-document.ts';
import { demoTripsFolder, readDemoTrips } from './demo-trip-files.ts';
import type { DemoTrip, Scene } from './demo-trip-schema.ts';

const authorId = (key: DemoAuthor) => `demo-${key}`;

async function seedAuthors(deps: MediaDeps) {
  for (const [key, author] of Object.entries(demoAuthors) as [DemoAuthor, DemoMember][])
    await seedMember(deps, authorId(key), key, author);
}

async function seedTrip(db: Db, storage: MediaDeps['storage'], demo: DemoTrip): Promise<string> {
  const owner = authorId(demo.author);
  // Drawn and encoded side by side; stored one at a time, as the seed writes inside one
  // transaction on one connection.
  const drawn = (scene: Scene | undefined, seed: string) => scene && sceneImage(scene, seed).then(processUpload);
  const cover = drawn(demo.cover, demo.title.en);
  const pictures = demo.places.map((p) => p.activities.map((a) => drawn(a.image, a.name.en)));
  const store = async (picture: ReturnType<typeof drawn>) =>
    picture ? storeProcessed({ db, storage }, await picture, { ownerId: owner, purpose: 'trip' }) : null;
  const images: DemoImages = { cover: await store(cover), activities: [] };
  for (const place of pictures) {
    const keys: (string | null)[] = [];
    for (const picture of place) keys.push(await store(picture));
    images.activities.push(keys);
  }
  const other = demo.language === 'en' ? 'de' : 'en';
  const first = documentOf(demo, demo.language, 1, images);
  let record = await createTrip(db, owner, tripDocumentSchema.parse(first));
  record = await saveTrip(db, record, tripDocumentSchema.parse(first));
  record = await saveTrip(
    db,
    record,
    tripDocumentSchema.parse(documentOf(demo, other, record.version, images, record)),
  );
  if (demo.status === 'published') await setStatus(db, record, 'published');
  // The file's date, not today's, so "newest first" mixes places and authors as real use would.
  await db
    .update(trip)
    .set({
      publishedAt: demo.publishedAt ? new Date(demo.publishedAt) : null,
      views: demo.views,
      featured: demo.featured,
    })
    .where(eq(trip.id, record.id));
  return record.id;
}

/** The demo travellers, the trips of the files in `folder`, and what the travellers did with them. */
export const demoTripsSeederOf = (folder = demoTripsFolder): Seeder => ({
  name: 'trips',
  async run(db, { storage }) {
    // Read here, not at import: the server imports the seeders at every start but seeds once.
    const files = await readDemoTrips(folder);
    await seedAuthors({ db, storage });
    const seeded: SeededTrip[] = [];
    for (const { file, trip: demo } of files) {
      const id = await seedTrip(db, storage, demo);
      if (demo.status === 'published') {
        seeded.push({
          file: path.basename(file, '.json'),
          id,
          author: demo.author,
          publishedAt: demo.publishedAt ?? '',
        });
      }
    }
    await seedCommunity(db, seeded);
  },
});

export const demoTripsSeeder = demoTripsSeederOf();

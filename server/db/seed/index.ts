import { eq } from 'drizzle-orm';
import type { Storage } from '../../storage/index.ts';
import type { Db } from '../client.ts';
import { appMeta } from '../schema/index.ts';
import { demoPostsSeeder } from './demo-posts/seed-posts.ts';
import { demoTripsSeeder } from './demo-trips/seed-trips.ts';

/** What seeders write besides rows: pictures go where uploads go. */
export type SeedDeps = { storage: Storage };

/**
 * A seeder loads one kind of demo content. Features append theirs to `seeders`; they run in
 * order, inside one transaction, so a failed load leaves no rows half-written.
 */
export type Seeder = { name: string; run(tx: Db, deps: SeedDeps): Promise<void> };

// Posts after trips: they embed demo trips.
export const seeders: Seeder[] = [demoTripsSeeder, demoPostsSeeder];

const SEEDED_KEY = 'demo_content_loaded_at';

export async function demoContentLoadedAt(db: Db): Promise<string | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  return row?.value ?? null;
}

export async function seedDemoContent(db: Db, deps: SeedDeps, list: Seeder[] = seeders): Promise<string[]> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const seeder of list) await seeder.run(t, deps);
    const now = new Date().toISOString();
    await t
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: now })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: now, updatedAt: new Date() } });
    return list.map((seeder) => seeder.name);
  });
}

/** On start-up: load demo content once, when it is enabled and was never loaded. */
export async function seedIfEmpty(db: Db, enabled: boolean, deps: SeedDeps, list = seeders): Promise<boolean> {
  if (!enabled || (await demoContentLoadedAt(db))) return false;
  await seedDemoContent(db, deps, list);
  return true;
}

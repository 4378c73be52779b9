import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/setup/test-database.ts';
import { diskStorage } from '../storage/disk-storage.ts';
import { appMeta } from './schema/index.ts';
import { demoContentLoadedAt, type Seeder, seedDemoContent, seedIfEmpty } from './seed/index.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const deps = { storage: diskStorage(mkdtempSync(path.join(tmpdir(), 'itinera-seed-'))) };
const marker: Seeder[] = [{ name: 'marker', run: async () => {} }];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('migrations', () => {
  it('have created the schema and can run again without harm', async () => {
    await database.migrate();
    await Promise.all([database.migrate(), database.migrate()]);
    const result = await database.db.execute(sql`SELECT count(*)::int AS n FROM app_meta`);
    expect(result.rows[0]).toEqual({ n: 0 });
  });
});

describe('demo content', () => {
  it('rolls back everything when a seeder fails', async () => {
    const failing: Seeder[] = [
      {
        name: 'first',
        run: (tx) =>
          tx
            .insert(appMeta)
            .values({ key: 'probe', value: 'x' })
            .then(() => undefined),
      },
      {
        name: 'broken',
        run: () => {
          throw new Error('seeder failed');
        },
      },
    ];
    await expect(seedDemoContent(database.db, deps, failing)).rejects.toThrow('seeder failed');
    expect(await database.db.select().from(appMeta)).toEqual([]);
  });

  it('loads once on an empty database and not when disabled', async () => {
    expect(await seedIfEmpty(database.db, false, deps, marker)).toBe(false);
    expect(await demoContentLoadedAt(database.db)).toBeNull();
    expect(await seedIfEmpty(database.db, true, deps, marker)).toBe(true);
    const loadedAt = await demoContentLoadedAt(database.db);
    expect(loadedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await seedIfEmpty(database.db, true, deps, marker)).toBe(false);
    expect(await demoContentLoadedAt(database.db)).toBe(loadedAt);
  });

  it('runs the registered seeders in order', async () => {
    const order: string[] = [];
    const list: Seeder[] = ['users', 'trips'].map((name) => ({ name, run: async () => void order.push(name) }));
    expect(await seedDemoContent(database.db, deps, list)).toEqual(['users', 'trips']);
    expect(order).toEqual(['users', 'trips']);
  });
});

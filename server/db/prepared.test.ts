import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/setup/test-database.ts';
import { preparedQuery } from './prepared.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

type Echo = { text: string; list: string[]; at: Date; count: number };
const echo = () =>
  preparedQuery<Echo>(
    'echo',
    sql`SELECT ${sql.placeholder('text')}::text AS text, ${sql.placeholder('list')}::text[] AS list,
      ${sql.placeholder('at')}::timestamptz AS at, cardinality(${sql.placeholder('list')}::text[]) AS count`,
  );

describe('a prepared query', () => {
  it('gives back every value as it was handed in, quotes and all, however often it runs', async () => {
    const query = echo();
    const at = new Date('2026-11-25T10:00:00.123Z');
    for (const text of ["it's", "'); DROP TABLE app_meta; --", "back\\slash \\' end", 'Zürich 東京 🙂', '']) {
      const [row] = await query(database.db, { text, list: [text, 'b'], at });
      expect(row).toEqual({ text, list: [text, 'b'], at, count: 2 });
    }
    const [empty] = await query(database.db, { text: 'x', list: [], at });
    expect(empty).toMatchObject({ list: [], count: 0 });
    const tables = await database.db.execute(sql`SELECT count(*)::int AS n FROM app_meta`);
    expect(tables.rows).toHaveLength(1);
  });

  it('runs alongside the same statement from another copy of the module, and another text of its name', async () => {
    const other = preparedQuery<{ n: number }>('echo', sql`SELECT ${sql.placeholder('n')}::int + 1 AS n`);
    const at = new Date();
    const [first, second, third] = await Promise.all([
      echo()(database.db, { text: 'a', list: [], at }),
      echo()(database.db, { text: 'b', list: [], at }),
      other(database.db, { n: '41' }),
    ]);
    expect([first?.[0]?.text, second?.[0]?.text, third?.[0]?.n]).toEqual(['a', 'b', 42]);
  });

  it('refuses a NUL character, which PostgreSQL cannot hold in text', async () => {
    const query = echo();
    await expect(query(database.db, { text: 'a\0b', list: [], at: new Date() })).rejects.toThrow();
  });
});

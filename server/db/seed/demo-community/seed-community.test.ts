import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editedJson, type JsonChange } from '#tests/setup/edited-json.ts';
import { createTestDatabase } from '#tests/setup/test-database.ts';
import { commentActionLimits } from '../../../features/comments/comment.service.ts';
import { comment, rating, trip } from '../../schema/index.ts';
import { demoAuthors } from '../demo-trips/demo-authors.ts';
import { readDemoTrips } from '../demo-trips/demo-trip-files.ts';
import { demoThreadsFile, readDemoThreads } from './demo-thread-file.ts';

const threads = await readDemoThreads();
const authorOf = new Map((await readDemoTrips()).map(({ file, trip }) => [path.basename(file, '.json'), trip.author]));

/** Text written as the threads file of a folder of its own. */
const brokenFile = (content: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'demo-threads-')), 'threads.json');
  writeFileSync(file, content);
  return file;
};
const edited = (...changes: JsonChange[]) => editedJson(demoThreadsFile, ...changes);

describe('the demo threads file', () => {
  it('is read: conversations by the demo travellers, with replies, never opened by the trip’s own author', () => {
    expect(threads.length).toBeGreaterThanOrEqual(30);
    expect(threads.filter((thread) => thread.replies.length > 0).length).toBeGreaterThan(threads.length / 2);
    for (const thread of threads) expect(thread.by, thread.trip).not.toBe(authorOf.get(thread.trip));
  });

  it('asks of no traveller more comments than a member may write in an hour', () => {
    const written = new Map<string, number>();
    for (const { by, replies } of threads)
      for (const writer of [by, ...replies.map((reply) => reply.by)])
        written.set(writer, (written.get(writer) ?? 0) + 1);
    expect(Math.max(...written.values())).toBeLessThanOrEqual(commentActionLimits.member.max);
  });

  it('that breaks a field fails with the file and the field named', async () => {
    const file = brokenFile(
      edited([[2, 'by'], 'nobody'], [[0, 'replies', 1, 'body'], '   '], [[1, 'bdy'], 'typo'], [[3, 'trip'], 'A B']),
    );
    const failure = readDemoThreads(file);
    await expect(failure).rejects.toThrow(`Demo threads ${file} are not valid`);
    await expect(failure).rejects.toThrow(/\n {2}2\.by: /);
    await expect(failure).rejects.toThrow(/\n {2}0\.replies\.1\.body: Too small/);
    await expect(failure).rejects.toThrow(/bdy/);
    await expect(failure).rejects.toThrow(/\n {2}3\.trip: /);
  });

  it('that is not JSON fails with the file named', async () => {
    const file = brokenFile(readFileSync(demoThreadsFile, 'utf8').slice(0, 200));
    await expect(readDemoThreads(file)).rejects.toThrow(/threads\.json are not valid:\n {2}\(file\): /);
  });
});

describe('the demo community, once every demo trip is seeded', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  // The template the global setup seeded with all demo content: one copy for the whole file.
  beforeAll(async () => {
    database = await createTestDatabase('demo');
  });
  afterAll(() => database.dispose());

  const published = () =>
    database.db.select({ id: trip.id, authorId: trip.authorId }).from(trip).where(eq(trip.status, 'published'));

  it('has talked under more than two-thirds of the published trips, never opened by the author', async () => {
    const trips = await published();
    const comments = await database.db
      .select({ tripId: comment.tripId, authorId: comment.authorId, replyToId: comment.replyToId })
      .from(comment);
    const talkedAbout = new Set(comments.map((row) => row.tripId));
    expect(trips.filter((row) => talkedAbout.has(row.id)).length).toBeGreaterThan((trips.length * 2) / 3);
    const authorOfTrip = new Map(trips.map((row) => [row.id, row.authorId]));
    for (const row of comments.filter((entry) => entry.replyToId === null))
      expect(row.authorId).not.toBe(authorOfTrip.get(row.tripId));
    const writers = new Set(comments.map((row) => row.authorId));
    expect(writers).toEqual(new Set(Object.keys(demoAuthors).map((key) => `demo-${key}`)));
  });

  it('rated the trips differently: 1 to 5 ratings of 2 to 5 stars, averages from below 3.5 to 5', async () => {
    const rows = await database.db.select().from(rating);
    const byTrip = new Map<string, (typeof rows)[number][]>();
    for (const row of rows) byTrip.set(row.tripId, [...(byTrip.get(row.tripId) ?? []), row]);
    const counts = [...byTrip.values()].map((ratings) => ratings.length);
    const averages = [...byTrip.values()].map(
      (ratings) => ratings.reduce((sum, r) => sum + r.value, 0) / ratings.length,
    );
    expect(new Set(counts).size).toBeGreaterThanOrEqual(3);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...counts)).toBeLessThanOrEqual(Object.keys(demoAuthors).length - 1);
    expect(new Set(rows.map((row) => row.value)).size).toBeGreaterThanOrEqual(3);
    expect(Math.min(...rows.map((row) => row.value))).toBeGreaterThanOrEqual(2);
    expect(new Set(averages).size).toBeGreaterThanOrEqual(5);
    expect(averages).toContain(5);
    expect(Math.min(...averages)).toBeLessThan(3.5);
    expect(Math.min(...averages)).toBeGreaterThanOrEqual(2.5);
  });

  it('mostly rated what they talked about', async () => {
    const trips = await published();
    const authorOfTrip = new Map(trips.map((row) => [row.id, row.authorId]));
    const rated = new Set((await database.db.select().from(rating)).map((row) => `${row.tripId} ${row.userId}`));
    const talked = new Set(
      (await database.db.select({ tripId: comment.tripId, authorId: comment.authorId }).from(comment))
        .filter((row) => row.authorId !== authorOfTrip.get(row.tripId))
        .map((row) => `${row.tripId} ${row.authorId}`),
    );
    expect([...talked].filter((pair) => rated.has(pair)).length).toBeGreaterThan(talked.size / 2);
  });
});

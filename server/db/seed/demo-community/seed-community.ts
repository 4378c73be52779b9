import { eq } from 'drizzle-orm';
import { addComment } from '../../../features/comments/comment.service.ts';
import { rateTrip } from '../../../features/ratings/rating.service.ts';
import { addSavedTrip } from '../../../features/saved-trips/saved-trips.service.ts';
import { copyTrip } from '../../../features/trips/trip-copy.ts';
import type { Db } from '../../client.ts';
import { comment } from '../../schema/index.ts';
import { type DemoAuthor, demoAuthors } from '../demo-trips/demo-authors.ts';
import { random } from '../seeded-random.ts';
import { type DemoThread, DemoThreadsFileError, demoThreadsFile, readDemoThreads } from './demo-thread-file.ts';

/**
 * A demo traveller acting through the same functions as every member, each from a network of
 * their own as real members are: the seed stays within every limit a member has.
 */
const member = (key: DemoAuthor) => ({
  userId: `demo-${key}`,
  address: `seed:${key}`,
  locale: demoAuthors[key].locale,
});

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** A published demo trip by its file's name (without `.json`). */
export type SeededTrip = { file: string; id: string; author: DemoAuthor; publishedAt: string };

/** Trips published last have had no time for readers yet. */
const untouchedNewest = 3;

/**
 * The stars the other travellers gave a trip, the same on every machine: how much the trip is
 * liked (3.2 to 5) is drawn from its file's name, then 1 to 5 of them give 2 to 5 stars around
 * that, so averages spread from about 3 to 5. Most who talked about the trip rate it, and first;
 * the others are drawn in the trip's own order.
 */
export function demoRatings(
  file: string,
  others: DemoAuthor[],
  talked: ReadonlySet<DemoAuthor>,
): [rater: DemoAuthor, stars: number][] {
  const next = random(`ratings:${file}`);
  const liking = 3.2 + next() * 1.8;
  const count = 1 + Math.floor(next() * others.length);
  const order = others
    .map((key) => ({ key, talked: talked.has(key) && next() < 0.75, draw: next() }))
    .sort((a, b) => Number(b.talked) - Number(a.talked) || a.draw - b.draw);
  const raters = order.slice(0, Math.max(count, order.filter((entry) => entry.talked).length));
  return raters.map(({ key }) => [key, Math.min(5, Math.max(2, Math.round(liking + (next() - 0.5) * 1.6)))]);
}

/** Who wrote in a thread, but the trip's author. */
const writersOf = (threads: DemoThread[], author: DemoAuthor) =>
  new Set(
    threads
      .flatMap((thread) => [thread.by, ...thread.replies.map((reply) => reply.by)])
      .filter((key) => key !== author),
  );

/**
 * A conversation, comment and replies, a few hours apart from `start` on, as a real one goes; never
 * before the trip was published, never in the future.
 */
async function seedThread(db: Db, target: SeededTrip, thread: DemoThread, start: number) {
  const first = await addComment(db, member(thread.by), { commentOn: target.id, onModel: 'trip', body: thread.body });
  const said = [first._id];
  for (const reply of thread.replies) {
    const answer = { commentOn: target.id, onModel: 'trip' as const, body: reply.body, replyTo: first._id };
    said.push((await addComment(db, member(reply.by), answer))._id);
  }
  const published = new Date(target.publishedAt).getTime();
  const at = Math.max(published + hour, Math.min(start, Date.now() - said.length * 5 * hour));
  for (const [step, id] of said.entries()) {
    await db
      .update(comment)
      .set({ createdAt: new Date(at + step * 5 * hour) })
      .where(eq(comment.id, id));
  }
}

/**
 * What the demo travellers did with each other's trips: conversations (from `threadsFile`),
 * ratings and saves, through the functions every member's calls use. A thread on a trip not
 * seeded, or one of the newest, is passed over.
 */
export async function seedCommunity(db: Db, trips: SeededTrip[], threadsFile = demoThreadsFile) {
  const threads = await readDemoThreads(threadsFile);
  const keys = Object.keys(demoAuthors) as DemoAuthor[];
  const older = [...trips].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(untouchedNewest);
  for (const [index, target] of older.entries()) {
    const own = threads.filter((thread) => thread.trip === target.file);
    for (const [n, thread] of own.entries()) {
      if (thread.by === target.author) {
        const at = threads.indexOf(thread);
        throw new DemoThreadsFileError(threadsFile, [
          `${at}.by: ${thread.by} wrote ${thread.trip}; a reader starts its talk`,
        ]);
      }
      // Unless the file says when, each further thread on a trip some days after the one before.
      const days = thread.daysLater ?? 1 + 4 * n;
      const start = new Date(target.publishedAt).getTime() + days * day + (index % 12) * hour;
      await seedThread(db, target, thread, start);
    }
    const others = keys.filter((key) => key !== target.author);
    for (const [key, stars] of demoRatings(target.file, others, writersOf(own, target.author))) {
      await rateTrip(db, member(key), target.id, stars);
    }
    for (const [offset, key] of keys.entries()) {
      if (key !== target.author && (index + 2 * offset) % 5 === 0) await addSavedTrip(db, member(key), target.id);
    }
    // Some made a trip of their own from it: drafts of theirs, counted on the original's page.
    for (const [offset, key] of keys.entries()) {
      if (key !== target.author && (index + 3 * offset) % 7 === 0) await copyTrip({ db }, member(key), target.id, {});
    }
  }
}

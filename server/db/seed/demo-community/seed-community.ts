import { eq } from 'drizzle-orm';
import { addComment } from '../../../features/comments/comment.service.ts';
import { rateTrip } from '../../../features/ratings/rating.service.ts';
import { addSavedTrip } from '../../../features/saved-trips/saved-trips.service.ts';
import type { Db } from '../../client.ts';
import { comment, trip } from '../../schema/index.ts';
import { type DemoAuthor, demoAuthors } from '../demo-trips/demo-authors.ts';
import { demoThreads } from './demo-threads.ts';

/** A demo traveller acting through the same functions as every member. */
const member = (key: DemoAuthor) => ({ userId: `demo-${key}`, address: 'seed', locale: demoAuthors[key].locale });

const hour = 60 * 60 * 1000;

/** A published demo trip by its file's name (without `.json`). */
export type SeededTrip = { file: string; id: string; author: DemoAuthor; publishedAt: string };

/** Trips published last have had no time for readers yet. */
const untouchedNewest = 3;

/**
 * What the demo travellers did with each other's trips: conversations, ratings and saves, through
 * the functions every member's calls use. A thread on a trip not seeded is passed over.
 */
export async function seedCommunity(db: Db, trips: SeededTrip[]) {
  const keys = Object.keys(demoAuthors) as DemoAuthor[];
  const older = [...trips].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(untouchedNewest);
  const byFile = new Map(older.map((seeded) => [seeded.file, seeded]));
  for (const [index, target] of older.entries()) {
    for (const [offset, key] of keys.entries()) {
      if (key === target.author) continue;
      if ((index + offset) % 3 === 0) await rateTrip(db, member(key), target.id, 3 + ((index * 7 + offset) % 3));
      if ((index + 2 * offset) % 5 === 0) await addSavedTrip(db, member(key), target.id);
    }
  }
  for (const [n, thread] of demoThreads.entries()) {
    const target = byFile.get(thread.trip);
    if (!target) continue;
    const [published] = await db.select({ at: trip.publishedAt }).from(trip).where(eq(trip.id, target.id));
    const start = (published?.at?.getTime() ?? Date.now()) + (n + 1) * 24 * hour;
    const first = await addComment(db, member(thread.by), { commentOn: target.id, onModel: 'trip', body: thread.body });
    const said = [first._id];
    for (const reply of thread.replies) {
      said.push(
        (
          await addComment(db, member(reply.by), {
            commentOn: target.id,
            onModel: 'trip',
            body: reply.body,
            replyTo: first._id,
          })
        )._id,
      );
    }
    // Spread over days after the trip was published, as a real conversation is.
    for (const [step, id] of said.entries()) {
      await db
        .update(comment)
        .set({ createdAt: new Date(start + step * 5 * hour) })
        .where(eq(comment.id, id));
    }
  }
}

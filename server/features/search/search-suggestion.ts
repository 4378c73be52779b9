import { and, sql } from 'drizzle-orm';
import { foldText } from '#domain/fold-text.ts';
import type { Db } from '../../db/client.ts';
import { isPublicTrip } from '../../db/public-trip.ts';
import { trip } from '../../db/schema/index.ts';

// Shorter words have too few trigrams to tell a typo from another word.
const minLength = 4;
// Below this a "correction" is another word, not the one the reader meant.
const minSimilarity = 0.4;

const known = (db: Db, word: string) =>
  db
    .select({ id: trip.id })
    .from(trip)
    .where(
      and(
        isPublicTrip(),
        sql`${trip.searchAll} @@ (plainto_tsquery('english', ${word}) || plainto_tsquery('german', ${word}))`,
      ),
    )
    .limit(1);

/** The place name trips spell most like `word`, from the few trips the trigram index finds for it. */
async function closestName(db: Db, word: string): Promise<string | null> {
  const near = db
    .select({ names: trip.searchNames })
    .from(trip)
    .where(and(isPublicTrip(), sql`${word} <% ${trip.searchNames}`))
    .limit(20)
    .as('near');
  const name = sql<string>`unnest(string_to_array(${near.names}, ' '))`;
  const [best] = await db
    .select({ name: sql<string>`candidate`, similarity: sql<number>`similarity(candidate, ${word})` })
    .from(sql`${near}, ${name} as candidate`)
    .orderBy(sql`similarity(candidate, ${word}) desc`)
    .limit(1);
  return best && best.similarity >= minSimilarity && best.name !== word ? best.name : null;
}

/**
 * The typed words with each unknown word of four letters or more replaced by the closest place
 * name, or null when no word needs it: "Marakech walking" becomes "marrakech walking". The caller
 * offers it only when the words found nothing.
 */
export async function spellingSuggestion(db: Db, q: string): Promise<string | null> {
  const words = foldText(q).split(' ').filter(Boolean);
  let changed = false;
  const corrected: string[] = [];
  for (const word of words) {
    const replacement =
      word.length >= minLength && (await known(db, word)).length === 0 ? await closestName(db, word) : null;
    changed ||= replacement !== null;
    corrected.push(replacement ?? word);
  }
  return changed ? corrected.join(' ') : null;
}

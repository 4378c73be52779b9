import { foldText } from '#domain/fold-text.ts';
import { gazetteer, type Place } from './gazetteer.ts';

type Ranked = { place: Place; score: number };

// A name typed in full weighs ten times: the town of that name beats a larger city that merely starts
// the same way, but "par" still finds Paris before Par in Cornwall.
const exactWeight = 10;
// GeoNames lists transliterations and airport codes as alternate names ("PRA" is Paraná), so a match
// on one counts a tenth; "Wien" still finds Vienna, with nothing else named so.
const alternateWeight = 0.1;

/**
 * Places whose name or alternate name starts with the query, accents and case ignored, the most
 * likely first (population, weighed as above). Each place comes once, however many of its names match.
 */
export async function searchPlaces(query: string, limit: number): Promise<Place[]> {
  const prefix = foldText(query);
  if (!prefix) return [];
  const best: Ranked[] = [];
  (await gazetteer()).matches(prefix, (place, exact, own) => {
    // One more than the population, so that among unpopulated places a whole name still comes first.
    const score = (place.population + 1) * (exact ? exactWeight : 1) * (own ? 1 : alternateWeight);
    if (best.length === limit && score <= (best[limit - 1]?.score ?? 0)) return;
    const seen = best.findIndex((ranked) => ranked.place === place);
    if (seen !== -1) {
      if ((best[seen]?.score ?? 0) >= score) return;
      best.splice(seen, 1);
    }
    const at = best.findIndex((ranked) => ranked.score < score);
    best.splice(at === -1 ? best.length : at, 0, { place, score });
    if (best.length > limit) best.pop();
  });
  return best.map((ranked) => ranked.place);
}

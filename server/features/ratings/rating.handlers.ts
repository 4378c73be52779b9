import type { ApiApp } from '../../api.ts';
import { actingMember, verifiedCaller } from '../../policies/caller.ts';
import { myRatingRoute, rateTripRoute, removeRatingRoute } from './rating.contract.ts';
import { rateTrip, ratingState, removeRating } from './rating.service.ts';

export function registerRatings(api: ApiApp) {
  api.openapi(myRatingRoute, async (c) => {
    const user = await verifiedCaller(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await ratingState(c.var.database.db, user.id, c.req.valid('query').trip), 200);
  });

  api.openapi(rateTripRoute, async (c) => {
    const { tripId } = c.req.valid('param');
    const member = await actingMember(c);
    return c.json(await rateTrip(c.var.database.db, member, tripId, c.req.valid('json').value), 200);
  });

  api.openapi(removeRatingRoute, async (c) => {
    const member = await actingMember(c);
    return c.json(await removeRating(c.var.database.db, member, c.req.valid('param').tripId), 200);
  });
}

import type { ApiApp } from '../../api.ts';
import { actingMember, verifiedCaller } from '../../policies/caller.ts';
import { addSavedTripRoute, removeSavedTripRoute, savedTripsRoute } from './saved-trips.contract.ts';
import { addSavedTrip, removeSavedTrip, savedTrips } from './saved-trips.service.ts';

/** Before `/trip/{id}`, which would take "saved-trips" for a trip's slug. */
export function registerSavedTrips(api: ApiApp) {
  api.openapi(savedTripsRoute, async (c) => {
    const user = await verifiedCaller(c);
    const { page, language } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json(await savedTrips(c.var.database.db, user.id, page, language ?? ''), 200);
  });

  api.openapi(addSavedTripRoute, async (c) => {
    await addSavedTrip(c.var.database.db, await actingMember(c), c.req.valid('param').id);
    return c.json({ saved: true }, 200);
  });

  api.openapi(removeSavedTripRoute, async (c) => {
    await removeSavedTrip(c.var.database.db, await actingMember(c), c.req.valid('param').id);
    return c.json({ saved: false }, 200);
  });
}

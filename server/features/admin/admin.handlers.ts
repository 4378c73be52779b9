import type { ApiApp } from '../../api.ts';
import { apiLocale } from '../../i18n.ts';
import { type ApiContext, adminCaller } from '../../policies/caller.ts';
import { adminTripsRoute, featureTripRoute, pinDayRoute, unpinDayRoute } from './admin-trips.contract.ts';
import { adminTrips, pinTripOfTheDay, setFeatured, unpinTripOfTheDay } from './admin-trips.service.ts';
import { auditRoute } from './audit.contract.ts';
import { auditPage } from './audit.ts';
import { moderateRoute, reportQueueRoute } from './moderation.contract.ts';
import { moderate, reportQueue } from './moderation.service.ts';
import { adminUsersRoute, blockUserRoute, setRoleRoute, unblockUserRoute } from './users.contract.ts';
import { adminUsers, blockMember, setRole, unblockMember } from './users.service.ts';

/** The admin calling, as the audit log names them. */
export async function actingAdmin(c: ApiContext) {
  const user = await adminCaller(c);
  return { userId: user.id, name: user.displayName, locale: apiLocale(c.req.raw) };
}

export function registerAdmin(api: ApiApp) {
  api.openapi(reportQueueRoute, async (c) => {
    await adminCaller(c);
    const { state, page } = c.req.valid('query');
    return c.json(await reportQueue(c.var.database.db, state, page), 200);
  });

  api.openapi(moderateRoute, async (c) => {
    const admin = await actingAdmin(c);
    await moderate(c.var.database.db, admin, c.req.valid('param'), c.req.valid('json'));
    return c.json({ ok: true as const }, 200);
  });

  api.openapi(auditRoute, async (c) => {
    await adminCaller(c);
    return c.json(await auditPage(c.var.database.db, c.req.valid('query').page), 200);
  });

  api.openapi(adminTripsRoute, async (c) => {
    await adminCaller(c);
    const { q, page } = c.req.valid('query');
    return c.json(await adminTrips(c.var.database.db, q, page), 200);
  });

  api.openapi(featureTripRoute, async (c) => {
    const admin = await actingAdmin(c);
    await setFeatured(c.var.database.db, admin, c.req.valid('param').id, c.req.valid('json').featured);
    return c.json({ ok: true as const }, 200);
  });

  api.openapi(pinDayRoute, async (c) => {
    const admin = await actingAdmin(c);
    await pinTripOfTheDay(c.var.database.db, admin, c.req.valid('param').day, c.req.valid('json').trip);
    return c.json({ ok: true as const }, 200);
  });

  api.openapi(unpinDayRoute, async (c) => {
    const admin = await actingAdmin(c);
    await unpinTripOfTheDay(c.var.database.db, admin, c.req.valid('param').day);
    return c.json({ ok: true as const }, 200);
  });

  api.openapi(adminUsersRoute, async (c) => {
    await adminCaller(c);
    const { q, page } = c.req.valid('query');
    return c.json(await adminUsers(c.var.database.db, c.var.env, q, page), 200);
  });

  api.openapi(setRoleRoute, async (c) => {
    const admin = await actingAdmin(c);
    await setRole(c.var.database.db, c.var.env, admin, c.req.valid('param').id, c.req.valid('json').role);
    return c.json({ ok: true as const }, 200);
  });

  api.openapi(blockUserRoute, async (c) => {
    const admin = await actingAdmin(c);
    await blockMember(c.var.database.db, c.var.env, admin, c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ ok: true as const }, 200);
  });

  api.openapi(unblockUserRoute, async (c) => {
    const admin = await actingAdmin(c);
    await unblockMember(c.var.database.db, admin, c.req.valid('param').id);
    return c.json({ ok: true as const }, 200);
  });
}

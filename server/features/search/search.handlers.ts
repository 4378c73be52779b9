import type { ApiApp } from '../../api.ts';
import { apiLocale } from '../../i18n.ts';
import { searchTripsRoute } from './search.contract.ts';
import { searchTrips } from './search.service.ts';

export function registerSearch(api: ApiApp) {
  api.openapi(searchTripsRoute, async (c) =>
    c.json(await searchTrips(c.var.database.db, c.req.valid('query'), apiLocale(c.req.raw)), 200),
  );
}

import type { ApiApp } from '../../api.ts';
import { apiLocale } from '../../i18n.ts';
import { searchMapRoute, searchTripsRoute } from './search.contract.ts';
import { searchTrips } from './search.service.ts';
import { searchMap } from './search-map.ts';

export function registerSearch(api: ApiApp) {
  api.openapi(searchTripsRoute, async (c) =>
    c.json(await searchTrips(c.var.database.db, c.req.valid('query'), apiLocale(c.req.raw)), 200),
  );
  api.openapi(searchMapRoute, async (c) =>
    c.json(await searchMap(c.var.database.db, c.req.valid('query'), apiLocale(c.req.raw)), 200),
  );
}

import type { ApiApp } from '../../api.ts';
import { placesRoute } from './places.contract.ts';
import { searchPlaces } from './places.service.ts';

export function registerPlaces(api: ApiApp) {
  api.openapi(placesRoute, async (c) => {
    const { q, limit } = c.req.valid('query');
    // The gazetteer changes only with a release, and the response does not depend on the caller.
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ places: await searchPlaces(q, limit) }, 200);
  });
}

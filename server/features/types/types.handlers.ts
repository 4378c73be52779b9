import { transportTypes, travelTypes } from '#domain/trip-scales.ts';
import { getT } from '#locales/i18n.ts';
import type { ApiApp } from '../../api.ts';
import { apiLocale } from '../../i18n.ts';
import { typesRoute } from './types.contract.ts';

export function registerTypes(api: ApiApp) {
  api.openapi(typesRoute, (c) => {
    const t = getT(apiLocale(c.req.raw));
    // Reference data changes only with a release; browsers and proxies may keep it for an hour.
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Vary', 'Accept-Language, Cookie');
    return c.json(
      {
        travel: travelTypes.map((id) => ({ _id: id, name: t(`trips:travelTypes.${id}`) })),
        directions: transportTypes.map((id) => ({ _id: id, name: t(`trips:transportTypes.${id}`) })),
      },
      200,
    );
  });
}

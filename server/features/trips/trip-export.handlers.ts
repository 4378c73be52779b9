import { localizePath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import type { ApiApp } from '../../api.ts';
import { sessionUser } from '../../auth/session.ts';
import { AppError } from '../../errors.ts';
import { apiLocale } from '../../i18n.ts';
import { currentRates } from '../../rates/exchange-rates.ts';
import { storedRoutes } from '../../routing/leg-routes.ts';
import { presentTrip } from './trip.presenter.ts';
import { readTrip } from './trip.service.ts';
import { tripCalendar } from './trip-calendar.ts';
import { type ExportFormat, exportFormats, exportTripRoute } from './trip-export.contract.ts';
import { cachedTripFile } from './trip-file-cache.ts';
import { tripGpx } from './trip-gpx.ts';
import { tripKml } from './trip-kml.ts';
import { renderRoadbook } from './trip-roadbook.ts';

export function registerTripExport(api: ApiApp) {
  api.openapi(exportTripRoute, async (c) => {
    const { id, format } = c.req.valid('param');
    const { language, start } = c.req.valid('query');
    const locale = apiLocale(c.req.raw);
    const viewer = await sessionUser(c.var.auth, c.req.raw.headers);
    const db = c.var.database.db;
    const { record } = await readTrip({ db, env: c.var.env }, viewer, { key: id });
    const trip = presentTrip(
      record,
      language,
      { rates: await currentRates(db) },
      await storedRoutes(db, record.places),
    );
    const url = `${new URL(c.var.env.PUBLIC_URL).origin}${localizePath(`/trips/${record.slug}`, trip.language)}`;
    const files: Record<ExportFormat, () => Promise<string | Uint8Array> | string> = {
      gpx: () => tripGpx(trip, url),
      kml: () => tripKml(trip, url),
      ics: () => {
        const first = trip.dateFrom ?? start;
        if (!first) {
          const t = getT(locale);
          const message = t('validation:required', { field: t('trip-page:exports.start') });
          throw new AppError('VALIDATION_FAILED', message, [{ field: 'start', message }]);
        }
        return tripCalendar(trip, { start: first, url, locale: trip.language });
      },
      pdf: () =>
        cachedTripFile({ db, storage: c.var.storage }, trip, {
          kind: 'roadbook',
          extension: 'pdf',
          contentType: 'application/pdf',
          render: () => renderRoadbook(c.var.storage, trip, url),
          // Routes that arrived since it was made change its distances, not the trip's version.
          edition: `r${trip.distance.routed}`,
        }),
    };
    const file = await files[format]();
    const { type } = exportFormats[format];
    return c.body(file as string, 200, {
      'Content-Type': typeof file === 'string' ? `${type}; charset=utf-8` : type,
      'Content-Disposition': `attachment; filename="${record.slug}.${format}"`,
    });
  });
}

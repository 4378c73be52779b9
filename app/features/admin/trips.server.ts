import type { RouterContextProvider } from 'react-router';
import { formText } from '#app/lib/form.server.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { pageNumber } from '#app/lib/page-number.ts';
import { localeFromPath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import {
  adminTrips,
  pinTripOfTheDay,
  setFeatured,
  unpinTripOfTheDay,
} from '#server/features/admin/admin-trips.service.ts';
import { requestContext } from '#server/request-context.ts';
import { adminAction } from './admin-action.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** A refused pin: which trip's form, the day typed and why. */
export type PinResult = { trip: string; day: string; message: string };

/** `/admin/trips?q&page`: published trips with their buttons, and the days pinned. */
export async function adminTripsLoader(args: Args) {
  await requireAdmin(args);
  const url = new URL(args.request.url);
  const t = getT(localeFromPath(url.pathname));
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  return {
    meta: { title: t('meta.titleTemplate', { page: t('admin:trips.title') }), description: t('admin:trips.intro') },
    q,
    list: await adminTrips(args.context.get(requestContext).database.db, q, pageNumber(url)),
  };
}

/** Feature, unfeature, pin or unpin; back to the same list with a notice. */
export function adminTripsAction(args: Args) {
  return adminAction(
    args,
    'trips',
    (admin, form) => ({
      feature: (db) => setFeatured(db, admin, formText(form, 'trip'), true),
      unfeature: (db) => setFeatured(db, admin, formText(form, 'trip'), false),
      pin: (db) => pinTripOfTheDay(db, admin, formText(form, 'day'), formText(form, 'trip')),
      unpin: (db) => unpinTripOfTheDay(db, admin, formText(form, 'day')),
    }),
    (form, { message }): PinResult => ({ trip: formText(form, 'trip'), day: formText(form, 'day'), message }),
  );
}

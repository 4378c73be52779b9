import { data, type RouterContextProvider, redirect } from 'react-router';
import { cookieHeaders, flashCookie } from '#app/lib/auth-responses.server.ts';
import { refusedAsStatus } from '#app/lib/core-refusal.server.ts';
import { type Locale, localizePath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { AppError } from '#server/errors.ts';
import { changeStatus, deleteTrip } from '#server/features/trips/trip.service.ts';
import { requestContext } from '#server/request-context.ts';

/** What a publish or draft button gets back; `missing` lists, translated, what publishing needs. */
export type TripActionResult = { intent: string; tripId: string; error?: string; missing?: string[] };

export const tripDeps = (context: Readonly<RouterContextProvider>) => {
  const { database, storage, env } = context.get(requestContext);
  return { db: database.db, storage, env };
};

/**
 * The author's buttons, wherever they are shown (the trip page, My Trips): publish, move to draft,
 * or delete (the page asked for confirmation), then back to `afterDelete` with a notice.
 */
export async function tripAuthorAction(args: {
  context: Readonly<RouterContextProvider>;
  locale: Locale;
  user: SessionUser;
  intent: string;
  key: string;
  afterDelete: string;
}): Promise<TripActionResult | Response> {
  const { context, locale, user, intent, key } = args;
  const deps = tripDeps(context);
  if (intent === 'delete') {
    await refusedAsStatus(deleteTrip(deps, user, { key }));
    const secure = deps.env.PUBLIC_URL.startsWith('https://');
    const headers = cookieHeaders([flashCookie({ variant: 'success', key: 'trip-page:author.deleted' }, secure)]);
    return redirect(localizePath(args.afterDelete, locale), { headers });
  }
  if (intent !== 'publish' && intent !== 'draft') throw data(null, { status: 400 });
  const status = intent === 'publish' ? 'published' : 'draft';
  const changed = changeStatus(deps, user, { key }, status, locale).then(
    (record) => ({ intent, tripId: record.id }),
    (error: unknown) => {
      if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
      const message = getT(locale)('trips:publish.notComplete');
      return { intent, tripId: key, error: message, missing: error.fields?.map((f) => f.message) ?? [] };
    },
  );
  return refusedAsStatus(changed);
}

import type { RouterContextProvider } from 'react-router';
import { readForm } from '#app/lib/form.server.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { memberAction } from '#app/lib/member-action.server.ts';
import { pageNumber } from '#app/lib/page-number.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import type { Db } from '#server/db/client.ts';
import {
  adminTrips,
  pinTripOfTheDay,
  setFeatured,
  unpinTripOfTheDay,
} from '#server/features/admin/admin-trips.service.ts';
import { requestContext } from '#server/request-context.ts';

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
export async function adminTripsAction(args: Args) {
  const user = await requireAdmin(args);
  const form = await readForm(args.request);
  const url = new URL(args.request.url);
  const locale = localeFromPath(url.pathname);
  const admin = { userId: user.id, name: user.displayName, locale };
  const intent = String(form.get('intent') ?? '');
  const trip = String(form.get('trip') ?? '');
  const day = String(form.get('day') ?? '');
  const actions: Record<string, (db: Db) => Promise<void>> = {
    feature: (db) => setFeatured(db, admin, trip, true),
    unfeature: (db) => setFeatured(db, admin, trip, false),
    pin: (db) => pinTripOfTheDay(db, admin, day, trip),
    unpin: (db) => unpinTripOfTheDay(db, admin, day),
  };
  const run = Object.hasOwn(actions, intent) ? actions[intent] : undefined;
  if (!run) throw new Response('Bad request', { status: 400 });
  if (intent === 'pin' && !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    const t = getT(locale);
    return { trip, day, message: t('validation:required', { field: t('admin:trips.dayField') }) } satisfies PinResult;
  }
  return memberAction({
    ...args,
    user,
    locale,
    back: localizePath(`/admin/trips${url.search}`, locale),
    run,
    done: `admin:trips.done.${intent}`,
    onRefused: ({ message }): PinResult => ({ trip, day, message }),
  });
}

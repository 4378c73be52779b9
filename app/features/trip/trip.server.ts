import { type RouterContextProvider, redirect } from 'react-router';
import { refusedAsStatus } from '#app/lib/core-refusal.server.ts';
import { readForm } from '#app/lib/form.server.ts';
import { requireVerifiedUser } from '#app/lib/guards.server.ts';
import { memberAction } from '#app/lib/member-action.server.ts';
import { withoutReactUnlessAlert } from '#app/lib/static-page.server.ts';
import { type TripActionResult, tripAuthorAction, tripDeps } from '#app/lib/trip-author-action.server.ts';
import { currencyCookie, isReaderCurrency, readerCurrencyOf } from '#domain/exchange-rates.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import type { Member } from '#server/auth/member-limits.ts';
import { type SessionUser, sessionUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { rateTrip, removeRating } from '#server/features/ratings/rating.service.ts';
import { addSavedTrip, removeSavedTrip } from '#server/features/saved-trips/saved-trips.service.ts';
import { presentTrip } from '#server/features/trips/trip.presenter.ts';
import { readTrip } from '#server/features/trips/trip.service.ts';
import { copyTrip } from '#server/features/trips/trip-copy.ts';
import { readerStanding } from '#server/features/trips/trip-reader.ts';
import { relatedTrips } from '#server/features/trips/trip-related.ts';
import { isPublic } from '#server/policies/trip.ts';
import { isAdmin } from '#server/policies/user.ts';
import { currentRates } from '#server/rates/exchange-rates.ts';
import { addPageKeys, requestContext } from '#server/request-context.ts';
import { storedRoutes } from '#server/routing/leg-routes.ts';
import type { Reader } from './reader-actions.tsx';
import { type CommentFormResult, commentActions, tripComments } from './trip-comments.server.ts';
import { tripMeta } from './trip-meta.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { key?: string } };

/** What a signed-in reader did with a published trip, for their buttons. */
export async function readerState(db: Db, viewer: SessionUser, tripId: string): Promise<Reader> {
  const { saved, rating } = await readerStanding(db, viewer.id, { tripId, cardIds: [], since: new Date() });
  return { saved: saved.includes(tripId), rating };
}

/** `/trips/{id}` and `/trips/{slug}`: the trip in the page's language, or in its own with a notice. */
export async function tripPageLoader({ request, context, params }: Args) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { auth, publicEnv, env, rendered } = context.get(requestContext);
  const viewer = await sessionUser(auth, request.headers);
  const deps = tripDeps(context);
  const { record, isAuthor } = await refusedAsStatus(readTrip(deps, viewer, { key: params.key ?? '' }));
  // The reader's currency is a cookie the page cache keeps pages apart by (ADR 0081).
  const currency = readerCurrencyOf(request.headers.get('cookie'), locale);
  const routes = await storedRoutes(deps.db, record.places);
  const trip = presentTrip(record, locale, { rates: await currentRates(deps.db), currency }, routes);
  // The page shows its author's name: a proxy forgets it with their profile (ADR 0069).
  if (record.authorId) addPageKeys(rendered, `profile-${record.authorId}`);
  const related = await relatedTrips(deps.db, record, locale);
  // Null signed out (the buttons ask to sign in, the page is the same for every such reader), for
  // the author and for a draft.
  const reader = viewer && !isAuthor && isPublic(record) ? await readerState(deps.db, viewer, record.id) : null;
  const published = isPublic(record);
  const url = new URL(request.url);
  const comments = published ? await tripComments(deps.db, record, url, viewer, env, isAuthor) : null;
  return {
    // Readers get the page without React; the author keeps it for the publishing buttons.
    ...(isAuthor ? {} : withoutReactUnlessAlert(request)),
    trip,
    currency,
    related,
    isAuthor,
    reader,
    comments,
    canonicalPath: `/trips/${record.slug}`,
    mapTileUrl: publicEnv.mapTileUrl,
    meta: tripMeta(trip, locale, publicEnv.publicUrl),
  };
}

type ReaderAction = { run: (db: Db, member: Member) => Promise<unknown>; done: string; tooOften: string };

/** The reader's buttons by their `intent`: the API's own functions, with the notice each leaves. */
const readerActions = (tripId: string, rating: number): Record<string, ReaderAction> => ({
  save: {
    run: (db, member) => addSavedTrip(db, member, tripId),
    done: 'trip-page:save.added',
    tooOften: 'trip-page:save.tooOften',
  },
  unsave: {
    run: (db, member) => removeSavedTrip(db, member, tripId),
    done: 'trip-page:save.removed',
    tooOften: 'trip-page:save.tooOften',
  },
  rate: {
    run: (db, member) => rateTrip(db, member, tripId, rating),
    done: 'trip-page:rate.rated',
    tooOften: 'trip-page:rate.tooOften',
  },
  unrate: {
    run: (db, member) => removeRating(db, member, tripId),
    done: 'trip-page:rate.removed',
    tooOften: 'trip-page:rate.tooOften',
  },
});

/**
 * The reader's currency (ADR 0081), for anyone, signed in or not: remembered in a cookie, and the
 * page shown again at its budget. A value the choice does not offer changes nothing.
 */
function chooseCurrency(form: FormData, url: URL, secure: boolean) {
  const currency = form.get('currency');
  const headers = isReaderCurrency(currency) ? { 'Set-Cookie': currencyCookie(currency, secure) } : undefined;
  return redirect(`${url.pathname}${url.search}#trip-costs`, { status: 303, headers });
}

/**
 * The reader's currency, the reader's buttons (save, rate), the comment forms and the author's
 * buttons on the page; after deleting the trip, the trip list.
 */
export async function tripPageAction(args: Args): Promise<TripActionResult | CommentFormResult | Response> {
  const { request, context, params } = args;
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  const url = new URL(request.url);
  if (intent === 'currency') {
    return chooseCurrency(form, url, context.get(requestContext).env.PUBLIC_URL.startsWith('https://'));
  }
  const user = await requireVerifiedUser(args);
  const locale = localeFromPath(url.pathname);
  const actions = readerActions(String(form.get('trip') ?? ''), Number(form.get('rating')));
  const reader = Object.hasOwn(actions, intent) ? actions[intent] : undefined;
  const back = localizePath(`/trips/${params.key ?? ''}`, locale);
  if (reader) return memberAction({ request, context, user, locale, back, ...reader });
  const { env, mailer } = context.get(requestContext);
  if (intent === 'copy') {
    const fields = { language: form.get('language') || undefined };
    const mail = { mailer, publicUrl: env.PUBLIC_URL };
    return memberAction({
      ...{ request, context, user, locale, back },
      run: (db, member) => copyTrip({ db, mail }, member, String(form.get('trip') ?? ''), fields),
      // Straight into the wizard, in the language being read when the copy has it.
      next: (copy) => {
        const language = copy.languages.includes(locale) ? locale : copy.language;
        return `${localizePath(`/trips/${copy.slug}/edit`, locale)}?language=${language}`;
      },
      done: 'trip-page:copy.done',
      tooOften: 'trip-page:copy.tooOften',
    });
  }
  const comments = commentActions(form, isAdmin(user, env), { mailer, env });
  const commentForm = Object.hasOwn(comments, intent) ? comments[intent] : undefined;
  if (commentForm) {
    const { form: which, ...action } = commentForm;
    const body = String(form.get('body') ?? '');
    const choice = String(form.get('reason') ?? '');
    return memberAction({
      ...{ request, context, user, locale, back, ...action },
      tooOften: intent.startsWith('report') ? 'trip-page:report.tooOften' : 'trip-page:comments.tooOften',
      onRefused: ({ message }): CommentFormResult => ({ form: which, body, choice, message }),
    });
  }
  return tripAuthorAction({ context, locale, user, intent, key: params.key ?? '', afterDelete: '/trips' });
}

import type { Context, TypedResponse } from 'hono';
import type { Locale } from '#domain/locale.ts';
import { sentFields } from '#domain/schemas/trip.ts';
import { getT } from '#locales/i18n.ts';
import type { ApiApp } from '../../api.ts';
import { clientHeaders } from '../../auth/client-ip.ts';
import { CLIENT_IP_HEADER } from '../../auth/limits.ts';
import { sessionToken, sessionUser } from '../../auth/session.ts';
import { AppError } from '../../errors.ts';
import { apiLocale } from '../../i18n.ts';
import { acceptImage, uploadBodyLimit } from '../../media/accept-upload.ts';
import { type ApiContext, actingMember, signedInCaller, verifiedCaller } from '../../policies/caller.ts';
import { currentRates } from '../../rates/exchange-rates.ts';
import { storedRoutes } from '../../routing/leg-routes.ts';
import {
  copyTripRoute,
  createTripRoute,
  deleteTripRoute,
  draftTripRoute,
  getTripRoute,
  isAuthorRoute,
  myTripsRoute,
  patchTripRoute,
  publishTripRoute,
  saveTripRoute,
  uploadTripImageRoute,
  viewTripRoute,
} from './trip.contract.ts';
import { presentTrip, type ReaderPrices, type TripView } from './trip.presenter.ts';
import {
  authorsTrip,
  changeStatus,
  createTrip,
  deleteTrip,
  isTripAuthor,
  patchTrip,
  readTrip,
  saveAuthorsTrip,
  type TripDeps,
} from './trip.service.ts';
import { copyTrip } from './trip-copy.ts';
import { myTrips } from './trip-list.ts';
import type { TripRecord } from './trip-record.ts';
import { countView } from './trip-views.ts';

const imageField = { name: 'image', label: (locale: Locale) => getT(locale)('trips:fields.image') };

/** JSON serialized before, with the header `c.json` sends, typed as the trip it holds. */
const jsonBytes = (c: Context, bytes: Uint8Array<ArrayBuffer>) =>
  c.body(bytes, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<TripView, 200, 'json'>;

const deps = (c: ApiContext): TripDeps => ({ db: c.var.database.db, storage: c.var.storage, env: c.var.env });

/** The rates in use, and the reader's currency when they asked for one (else by language). */
const prices = async (c: ApiContext, currency?: string): Promise<ReaderPrices> => ({
  rates: await currentRates(c.var.database.db),
  currency,
});

/** The trip as every answer of the API has it: at today's rates, with the routes its legs have by now. */
const present = async (c: ApiContext, record: TripRecord, language: string | undefined, currency?: string) =>
  presentTrip(record, language, await prices(c, currency), await storedRoutes(c.var.database.db, record.places));

export function registerTrips(api: ApiApp) {
  // Before `/trip/{id}`, which would take "my" for an id.
  api.openapi(myTripsRoute, async (c) => {
    const user = await verifiedCaller(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await myTrips(c.var.database.db, user.id, c.req.valid('query').page), 200);
  });

  api.openapi(createTripRoute, async (c) => {
    const user = await verifiedCaller(c);
    return c.json(
      await present(
        c,
        await createTrip(c.var.database.db, user.id, c.req.valid('json'), apiLocale(c.req.raw)),
        undefined,
      ),
      201,
    );
  });

  // A signed-out reader's response is the same for every signed-out reader: kept as sent (ADR 0053).
  api.openapi(getTripRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { slug, language, currency } = c.req.valid('query');
    const lookup = slug === 'true' ? { slug: id } : { id };
    const { tripResponses } = c.var;
    const key = JSON.stringify([lookup, language ?? '', currency ?? '']);
    const signedOut = (await sessionToken(c.var.auth, c.req.raw.headers)) === null;
    c.header('Cache-Control', 'no-store');
    const cached = signedOut ? tripResponses.get(key) : undefined;
    if (cached) return jsonBytes(c, cached);
    const since = tripResponses.since();
    const viewer = signedOut ? null : await sessionUser(c.var.auth, c.req.raw.headers);
    const { record } = await readTrip(deps(c), viewer, lookup);
    const answer = Buffer.from(JSON.stringify(await present(c, record, language, currency)));
    // Only what anyone may read: `readTrip` refuses a draft or a hidden trip to nobody.
    if (viewer === null) tripResponses.keep(key, answer, since);
    return jsonBytes(c, answer);
  });

  api.openapi(saveTripRoute, async (c) => {
    const user = await verifiedCaller(c);
    const locale = apiLocale(c.req.raw);
    const document = c.req.valid('json');
    const saved = await saveAuthorsTrip(deps(c), user, c.req.valid('param'), document, locale);
    return c.json(await present(c, saved, document.language), 200);
  });

  api.openapi(deleteTripRoute, async (c) => {
    await deleteTrip(deps(c), await verifiedCaller(c), c.req.valid('param'));
    return c.json({ ok: true as const }, 200);
  });

  api.openapi(copyTripRoute, async (c) => {
    const { database, env, mailer } = c.var;
    const copier = await actingMember(c);
    const mail = { mailer, publicUrl: env.PUBLIC_URL };
    const copy = await copyTrip({ db: database.db, mail }, copier, c.req.valid('param').id, c.req.valid('json'));
    return c.json(await present(c, copy, undefined), 201);
  });

  api.use(uploadTripImageRoute.getRoutingPath(), uploadBodyLimit(imageField));

  api.openapi(uploadTripImageRoute, async (c) => {
    const user = await verifiedCaller(c);
    await authorsTrip(deps(c), user, c.req.valid('param'));
    const { image } = c.req.valid('form');
    const key = await acceptImage(deps(c), {
      bytes: new Uint8Array(await image.arrayBuffer()),
      ownerId: user.id,
      purpose: 'trip-image',
      locale: apiLocale(c.req.raw),
      field: imageField,
      // An hour of writing a long trip can take a hundred pictures; the cap stops scripts, not authors.
      throttle: { key: `trip-image-upload:${user.id}`, window: 60 * 60, max: 300 },
    });
    return c.json({ key }, 201);
  });

  // The page sends this once it has loaded, so cached pages still count and robots without scripts do not.
  api.openapi(viewTripRoute, async (c) => {
    const user = await sessionUser(c.var.auth, c.req.raw.headers);
    const visitor = {
      userId: user?.id ?? null,
      address: clientHeaders(c, c.var.env.TRUST_PROXY).get(CLIENT_IP_HEADER) ?? '',
      userAgent: c.req.header('user-agent') ?? '',
    };
    const { db } = deps(c);
    return c.json({ counted: await countView(db, c.var.env.AUTH_SECRET, c.req.valid('param').id, visitor) }, 200);
  });

  api.openapi(isAuthorRoute, async (c) => {
    const user = await signedInCaller(c);
    if (!(await isTripAuthor(c.var.database.db, user, c.req.valid('param').id)))
      throw new AppError('FORBIDDEN', 'You are not the author of this trip.');
    return c.json({ author: true as const }, 200);
  });

  api.openapi(patchTripRoute, async (c) => {
    const user = await verifiedCaller(c);
    const locale = apiLocale(c.req.raw);
    const patch = c.req.valid('json');
    // The contract fills in defaults; only the fields the caller sent change.
    const sent = { ...sentFields(patch, await c.req.json()), version: patch.version, language: patch.language };
    const saved = await patchTrip(deps(c), user, c.req.valid('param'), sent, locale);
    return c.json(await present(c, saved, patch.language), 200);
  });

  api.openapi(publishTripRoute, async (c) => {
    const locale = apiLocale(c.req.raw);
    const saved = await changeStatus(deps(c), await verifiedCaller(c), c.req.valid('param'), 'published', locale);
    return c.json(await present(c, saved, undefined), 200);
  });

  api.openapi(draftTripRoute, async (c) => {
    const locale = apiLocale(c.req.raw);
    const saved = await changeStatus(deps(c), await verifiedCaller(c), c.req.valid('param'), 'draft', locale);
    return c.json(await present(c, saved, undefined), 200);
  });
}

import type { Locale } from '#domain/locale.ts';
import { sentFields } from '#domain/schemas/trip.ts';
import { getT } from '#locales/i18n.ts';
import type { ApiApp } from '../../api.ts';
import { clientHeaders } from '../../auth/client-ip.ts';
import { CLIENT_IP_HEADER } from '../../auth/limits.ts';
import { sessionUser } from '../../auth/session.ts';
import { AppError } from '../../errors.ts';
import { apiLocale } from '../../i18n.ts';
import { acceptImage, uploadBodyLimit } from '../../media/accept-upload.ts';
import { type ApiContext, signedInCaller, verifiedCaller } from '../../policies/caller.ts';
import { canRead, isAuthor } from '../../policies/trip.ts';
import { presentTrip } from './trip.presenter.ts';
import {
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
} from './trip.routes.ts';
import { createTrip, deleteTrip, myTrips, patchTrip, publishTrip, saveTrip, setStatus } from './trip.service.ts';
import { assertOwnImages, dropUnusedImages, imageKeys } from './trip-images.ts';
import { findTrip, loadTrip, type TripRecord } from './trip-record.ts';
import { countView } from './trip-views.ts';

const notFound = () => new AppError('NOT_FOUND', 'This trip could not be found.');

/** The trip an author is changing: 404 when the caller may not even see it, 403 when only reading. */
async function ownTrip(c: ApiContext, id: string) {
  const user = await verifiedCaller(c);
  const record = await loadTrip(c.var.database.db, id);
  if (!record || !canRead(user, record, c.var.env)) throw notFound();
  if (!isAuthor(user, record)) throw new AppError('FORBIDDEN', 'Only the author may change this trip.');
  // The author is the caller, so the trip has one.
  return { ...record, authorId: user.id };
}

const imageField = { name: 'image', label: (locale: Locale) => getT(locale)('trips:fields.image') };

const mediaDeps = (c: ApiContext) => ({ db: c.var.database.db, storage: c.var.storage });

/** Saves with the images checked first (only the author's own) and those left out removed after. */
async function withImages<T>(
  c: ApiContext,
  record: TripRecord & { authorId: string },
  next: Parameters<typeof imageKeys>[0],
  locale: Locale,
  save: () => Promise<T>,
): Promise<T> {
  const before = imageKeys(record);
  const after = imageKeys(next);
  await assertOwnImages(mediaDeps(c), record.authorId, before, after, locale);
  const saved = await save();
  await dropUnusedImages(mediaDeps(c), before, after);
  return saved;
}

export function registerTrips(api: ApiApp) {
  // Before `/trip/{id}`, which would take "my" for an id.
  api.openapi(myTripsRoute, async (c) => {
    const user = await verifiedCaller(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await myTrips(c.var.database.db, user.id, c.req.valid('query').page), 200);
  });

  api.openapi(createTripRoute, async (c) => {
    const user = await verifiedCaller(c);
    const record = await createTrip(c.var.database.db, user.id, c.req.valid('json'));
    return c.json(presentTrip(record), 201);
  });

  api.openapi(getTripRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { slug, language } = c.req.valid('query');
    const record = await findTrip(c.var.database.db, id, slug === 'true');
    const user = await sessionUser(c.var.auth, c.req.raw.headers);
    if (!record || !canRead(user, record, c.var.env)) throw notFound();
    c.header('Cache-Control', 'no-store');
    return c.json(presentTrip(record, language), 200);
  });

  api.openapi(saveTripRoute, async (c) => {
    const record = await ownTrip(c, c.req.valid('param').id);
    const locale = apiLocale(c.req.raw);
    const document = c.req.valid('json');
    const saved = await withImages(c, record, document, locale, () => saveTrip(c.var.database.db, record, document));
    return c.json(presentTrip(saved, document.language), 200);
  });

  api.openapi(deleteTripRoute, async (c) => {
    const record = await ownTrip(c, c.req.valid('param').id);
    await deleteTrip(mediaDeps(c), record);
    return c.json({ ok: true as const }, 200);
  });

  api.use(uploadTripImageRoute.path, uploadBodyLimit(imageField));

  api.openapi(uploadTripImageRoute, async (c) => {
    const record = await ownTrip(c, c.req.valid('param').id);
    const { image } = c.req.valid('form');
    const key = await acceptImage(mediaDeps(c), {
      bytes: new Uint8Array(await image.arrayBuffer()),
      ownerId: record.authorId,
      purpose: 'trip-image',
      locale: apiLocale(c.req.raw),
      field: imageField,
      // An hour of writing a long trip can take a hundred pictures; the cap stops scripts, not authors.
      throttle: { key: `trip-image-upload:${record.authorId}`, window: 60 * 60, max: 300 },
    });
    return c.json({ key }, 201);
  });

  // The page sends this once it has loaded, so cached pages still count and robots without scripts do not.
  api.openapi(viewTripRoute, async (c) => {
    const record = await loadTrip(c.var.database.db, c.req.valid('param').id);
    if (record?.status !== 'published') throw notFound();
    const user = await sessionUser(c.var.auth, c.req.raw.headers);
    const visitor = {
      userId: user?.id ?? null,
      address: clientHeaders(c, c.var.env.TRUST_PROXY).get(CLIENT_IP_HEADER) ?? '',
      userAgent: c.req.header('user-agent') ?? '',
    };
    const counted = await countView(c.var.database.db, c.var.env.AUTH_SECRET, record, visitor);
    return c.json({ counted }, 200);
  });

  api.openapi(isAuthorRoute, async (c) => {
    const user = await signedInCaller(c);
    const record = await loadTrip(c.var.database.db, c.req.valid('param').id);
    if (!record || !isAuthor(user, record)) throw new AppError('FORBIDDEN', 'You are not the author of this trip.');
    return c.json({ author: true as const }, 200);
  });

  api.openapi(patchTripRoute, async (c) => {
    const record = await ownTrip(c, c.req.valid('param').id);
    const locale = apiLocale(c.req.raw);
    const patch = c.req.valid('json');
    // The contract fills in defaults; only the fields the caller sent change.
    const sent = { ...sentFields(patch, await c.req.json()), version: patch.version, language: patch.language };
    const after = { ...record, coverImage: sent.coverImage === undefined ? record.coverImage : sent.coverImage };
    const saved = await withImages(c, record, after, locale, () => patchTrip(c.var.database.db, record, sent));
    return c.json(presentTrip(saved, patch.language), 200);
  });

  api.openapi(publishTripRoute, async (c) => {
    const record = await ownTrip(c, c.req.valid('param').id);
    return c.json(presentTrip(await publishTrip(c.var.database.db, record, apiLocale(c.req.raw))), 200);
  });

  api.openapi(draftTripRoute, async (c) => {
    const record = await ownTrip(c, c.req.valid('param').id);
    return c.json(presentTrip(await setStatus(c.var.database.db, record, 'draft')), 200);
  });
}

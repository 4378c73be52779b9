import { eq } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import {
  missingForPublish,
  sentFields,
  tripDocumentSchema,
  tripFieldsSchema,
  tripPatchSchema,
} from '#domain/schemas/trip.ts';
import { getT } from '#locales/i18n.ts';
import type { ApiApp } from '../../api.ts';
import { sessionUser } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { trip } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { apiLocale } from '../../i18n.ts';
import { type ApiContext, signedInCaller, verifiedCaller } from '../../policies/caller.ts';
import { canRead, isAuthor } from '../../policies/trip.ts';
import { parseInput } from '../../validate.ts';
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
} from './trip.routes.ts';
import { createTrip, deleteTrip, myTrips, patchTrip, saveTrip, setStatus } from './trip.service.ts';
import { loadTrip, type TripRecord } from './trip-record.ts';

const fieldNames = Object.keys(tripFieldsSchema.shape).concat('version', 'places');

function tripLabels(locale: Locale): Record<string, string> {
  const t = getT(locale);
  return Object.fromEntries(fieldNames.map((field) => [field, t(`trips:fields.${field}`)]));
}

const notFound = () => new AppError('NOT_FOUND', 'This trip could not be found.');

async function findTrip(db: Db, key: string, bySlug: boolean): Promise<TripRecord | null> {
  if (!bySlug) return loadTrip(db, key);
  const [row] = await db.select({ id: trip.id }).from(trip).where(eq(trip.slug, key));
  return row ? loadTrip(db, row.id) : null;
}

/** The trip an author is changing: 404 when the caller may not even see it, 403 when only reading. */
async function ownTrip(c: ApiContext, id: string) {
  const user = await verifiedCaller(c);
  const record = await loadTrip(c.var.database.db, id);
  if (!record || !canRead(user, record, c.var.env)) throw notFound();
  if (!isAuthor(user, record)) throw new AppError('FORBIDDEN', 'Only the author may change this trip.');
  return record;
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
    const locale = apiLocale(c.req.raw);
    const fields = parseInput(tripFieldsSchema, c.req.valid('json'), locale, tripLabels(locale));
    const record = await createTrip(c.var.database.db, user.id, fields);
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
    const document = parseInput(tripDocumentSchema, c.req.valid('json'), locale, tripLabels(locale));
    return c.json(presentTrip(await saveTrip(c.var.database.db, record, document), document.language), 200);
  });

  api.openapi(deleteTripRoute, async (c) => {
    const record = await ownTrip(c, c.req.valid('param').id);
    await deleteTrip(c.var.database.db, record.id);
    return c.json({ ok: true as const }, 200);
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
    const body = c.req.valid('json');
    const patch = parseInput(tripPatchSchema, body, locale, tripLabels(locale));
    const sent = { ...sentFields(patch, body), version: patch.version, language: patch.language };
    return c.json(presentTrip(await patchTrip(c.var.database.db, record, sent), patch.language), 200);
  });

  api.openapi(publishTripRoute, async (c) => {
    const record = await ownTrip(c, c.req.valid('param').id);
    const locale = apiLocale(c.req.raw);
    const missing = missingForPublish(presentTrip(record));
    if (missing.length > 0) {
      const t = getT(locale);
      const fields = missing.map((field) => ({
        field,
        message: t('validation:required', { field: t(`trips:fields.${field}`) }),
      }));
      throw new AppError('VALIDATION_FAILED', t('trips:publish.notComplete'), fields);
    }
    return c.json(presentTrip(await setStatus(c.var.database.db, record, 'published')), 200);
  });

  api.openapi(draftTripRoute, async (c) => {
    const record = await ownTrip(c, c.req.valid('param').id);
    return c.json(presentTrip(await setStatus(c.var.database.db, record, 'draft')), 200);
  });
}

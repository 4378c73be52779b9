import { and, count, eq } from 'drizzle-orm';
import { isLocale, localizePath } from '#domain/locale.ts';
import { plainName } from '#domain/schemas/person-name.ts';
import { tripCopySchema } from '#domain/schemas/trip.ts';
import { getT } from '#locales/i18n.ts';
import { countAction, type Member, type MemberLimits } from '../../auth/member-limits.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/new-id.ts';
import {
  accommodation,
  activity,
  day,
  direction,
  place,
  type Translations,
  trip,
  user,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { actionMail } from '../../mail/templates.ts';
import { log } from '../../observability/logger.ts';
import { canCopy } from '../../policies/trip.ts';
import { parseInput } from '../../validate.ts';
import { tripLabels } from './trip.contract.ts';
import { changed, slugFor } from './trip.service.ts';
import { loadTrip, type TripRecord, tripNotFound } from './trip-record.ts';

/** What to copy as it came through any door (the API's JSON, the trip page's form): checked here. */
export type CopyFields = { language?: unknown };

/** How the original's author may be told: the seed, which tells no one, leaves it out. */
export type CopyDeps = { db: Db; mail?: { mailer: Mailer; publicUrl: string } };

/** Copies per hour: a traveller planning a season copies a handful; a script copying the site is stopped. */
export const copyLimits: MemberLimits = {
  member: { window: 60 * 60, max: 20 },
  address: { window: 60 * 60, max: 100 },
};

/**
 * The words of one language: the object's own, else those the reader saw in their place (the
 * trip's language, else any), so a copy of the page being read has every name the page showed.
 */
const wordsOf = <T>(text: Translations<T>, language: string, original: string): Translations<T> => {
  const words = text[language] ?? text[original] ?? Object.values(text).find((each) => each !== undefined);
  return words === undefined ? {} : { [language]: words };
};

/**
 * "Use this trip" (ADR 0073), for every door (API, trip page, seed): a new draft of `copier` with
 * the trip's stations, days, activities, stays and directions, in all its languages or in
 * `language` only, which remembers what it was based on. Its pictures stay the original's
 * uploader's: the copy names them as its own trip names any picture it had, and its use keeps them
 * (server/media/image-ownership.ts). A public trip, or the copier's own; 404 for anything else.
 */
export async function copyTrip(
  deps: CopyDeps,
  copier: Member,
  tripId: string,
  fields: CopyFields,
): Promise<TripRecord> {
  const { db } = deps;
  const { language } = parseInput(tripCopySchema, fields, copier.locale, tripLabels(copier.locale));
  await countAction(db, 'trip-copies', copyLimits, copier);
  const record = await loadTrip(db, tripId);
  if (!record || !canCopy(copier.userId, record)) throw tripNotFound();
  if (language && !record.languages.includes(language)) {
    const t = getT(copier.locale);
    const message = t('trips:copy.noSuchLanguage', { language: t(`trip-page:languages.${language}`) });
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'language', message }]);
  }
  const keep = <T>(text: Translations<T>) => (language ? wordsOf(text, language, record.language) : text);
  const id = newId();
  const written = language ?? record.language;
  const title = wordsOf(record.text, written, record.language)[written]?.title ?? '';
  await db.transaction(async (tx) => {
    await tx.insert(trip).values({
      id,
      authorId: copier.userId,
      slug: slugFor(title),
      language: written,
      languages: language ? [language] : record.languages,
      text: keep(record.text),
      coverImage: record.coverImage,
      dateFrom: record.dateFrom,
      dateTo: record.dateTo,
      period: record.period,
      travelTypes: record.travelTypes,
      tags: record.tags,
      countries: record.countries,
      apps: record.apps,
      budget: record.budget,
      comfort: record.comfort,
      detail: record.detail,
      travellers: record.travellers,
      basedOnId: record.id,
      basedOnAuthorId: record.authorId,
      basedOnTitle: title,
    });
    for (const p of record.places) {
      const placeId = newId();
      await tx.insert(place).values({ ...p, id: placeId, tripId: id, text: keep(p.text) });
      const activityIds = new Map(p.activities.map((a) => [a.id, newId()]));
      if (p.activities.length > 0)
        await tx
          .insert(activity)
          .values(
            p.activities.map((a) => ({ ...a, id: activityIds.get(a.id) as string, placeId, text: keep(a.text) })),
          );
      if (p.directions.length > 0)
        await tx
          .insert(direction)
          .values(p.directions.map((d) => ({ ...d, id: newId(), placeId, text: keep(d.text) })));
      if (p.accommodation)
        await tx
          .insert(accommodation)
          .values({ ...p.accommodation, id: newId(), placeId, text: keep(p.accommodation.text) });
      if (p.days.length > 0)
        await tx.insert(day).values(
          p.days.map((d) => ({
            ...d,
            id: newId(),
            placeId,
            activityIds: d.activityIds.flatMap((activityId) => activityIds.get(activityId) ?? []),
            text: keep(d.text),
          })),
        );
    }
  });
  if (deps.mail) await tellAuthor(db, deps.mail, record, copier.userId);
  return changed(db, id);
}

/**
 * The mail to the original's author who turned these mails on, for a traveller's first copy only;
 * a failed mail leaves the copy made.
 */
async function tellAuthor(
  db: Db,
  { mailer, publicUrl }: NonNullable<CopyDeps['mail']>,
  record: TripRecord,
  copierId: string,
) {
  if (!record.authorId || record.authorId === copierId) return;
  const [{ made } = { made: 0 }] = await db
    .select({ made: count() })
    .from(trip)
    .where(and(eq(trip.basedOnId, record.id), eq(trip.authorId, copierId)));
  if (made > 1) return;
  const [author] = await db
    .select({ email: user.email, name: user.name, locale: user.locale })
    .from(user)
    .where(and(eq(user.id, record.authorId), eq(user.copyMails, true), eq(user.emailVerified, true)));
  const [copier] = await db.select({ name: user.name }).from(user).where(eq(user.id, copierId));
  if (!author || !copier) return;
  const locale = isLocale(author.locale) ? author.locale : 'en';
  const title = record.text[locale]?.title ?? record.text[record.language]?.title ?? '';
  const url = `${publicUrl}${localizePath(`/trips/${record.slug}`, locale)}`;
  await mailer
    .send(actionMail('tripCopied', locale, author, url, { copier: plainName(copier.name), title }))
    .catch((error: unknown) => log.error({ err: error }, 'The mail about a copied trip could not be sent'));
}

import { type RouterContextProvider, redirect } from 'react-router';
import { requireVerifiedUser } from '#app/lib/guards.server.ts';
import type { PageMeta } from '#app/lib/page-meta.ts';
import { isLocale, type Locale, localeFromPath, localizePath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { AppError } from '#server/errors.ts';
import { authorsTrip } from '#server/features/trips/trip.service.ts';
import { tripDocumentFor } from '#server/features/trips/trip-document.ts';
import { requestContext } from '#server/request-context.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { key?: string } };

function pageOf(request: Request) {
  const url = new URL(request.url);
  const wanted = url.searchParams.get('language');
  return { locale: localeFromPath(url.pathname), language: isLocale(wanted) ? wanted : null };
}

function metaOf(locale: Locale, page: 'create' | 'edit'): PageMeta {
  const t = getT(locale);
  return {
    title: t('meta.titleTemplate', { page: t(`trip-wizard:meta.${page}`) }),
    description: t('trip-wizard:meta.description'),
  };
}

/** `/trips/create`: verified users; the language is asked first and then kept in the address. */
export async function createTripLoader(args: Args) {
  await requireVerifiedUser(args);
  const { locale, language } = pageOf(args.request);
  return { meta: metaOf(locale, 'create'), language, trip: null };
}

/**
 * `/trips/{id}/edit`: only the author; anyone else is sent to the 404 page (spec 6). In a
 * language the trip does not have yet, the words start as the original's, to be translated.
 */
export async function editTripLoader(args: Args) {
  const user = await requireVerifiedUser(args);
  const { locale, language } = pageOf(args.request);
  const { database, env } = args.context.get(requestContext);
  const record = await authorsTrip({ db: database.db, env }, user, { key: args.params.key ?? '' }).catch(
    (error: unknown) => {
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN'))
        throw redirect(localizePath('/not-found', locale));
      throw error;
    },
  );
  const trip = {
    id: record.id,
    slug: record.slug,
    status: record.status,
    languages: record.languages.filter(isLocale),
    originalLanguage: isLocale(record.language) ? record.language : locale,
    ...(language ? tripDocumentFor(record, language) : { document: null, translating: false }),
  };
  return { meta: metaOf(locale, 'edit'), language, trip };
}

export type WizardLoaderData =
  | Awaited<ReturnType<typeof editTripLoader>>
  | Awaited<ReturnType<typeof createTripLoader>>;

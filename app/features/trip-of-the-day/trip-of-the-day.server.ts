import type { RouterContextProvider } from 'react-router';
import { localeFromPath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { tripOfTheDayCard } from '#server/features/trips/trip-of-the-day.ts';
import { requestContext } from '#server/request-context.ts';

/** `/tripoftheday`: the same trip for everyone all UTC day, in the page's language. */
export async function tripOfTheDayLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = getT(locale);
  return {
    meta: {
      title: t('meta.titleTemplate', { page: t('trip-page:ofTheDay.title') }),
      description: t('trip-page:ofTheDay.description'),
    },
    trip: await tripOfTheDayCard(context.get(requestContext).database.db, locale),
  };
}

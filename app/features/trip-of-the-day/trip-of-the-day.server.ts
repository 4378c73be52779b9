import { type PageArgs, pageRequest } from '#app/lib/page-request.server.ts';
import { tripOfTheDayCard } from '#server/features/trips/trip-of-the-day.ts';

/** `/tripoftheday`: the same trip for everyone all UTC day, in the page's language. */
export async function tripOfTheDayLoader(args: PageArgs) {
  const { locale, t, db } = pageRequest(args);
  return {
    meta: {
      title: t('meta.titleTemplate', { page: t('trip-page:ofTheDay.title') }),
      description: t('trip-page:ofTheDay.description'),
    },
    trip: await tripOfTheDayCard(db, locale),
  };
}

import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { AuthorActionResult } from '#app/components/author-action-result.tsx';
import { ConfirmDelete } from '#app/components/confirm-delete.tsx';
import { HiddenNotice } from '#app/components/hidden-notice.tsx';
import { ListPage } from '#app/components/list-page.tsx';
import { outlineButton, solidButton } from '#app/components/ui/action-buttons.ts';
import { LocalLink, useLocale } from '#app/lib/locale.tsx';
import type { TripActionResult } from '#app/lib/trip-author-action.server.ts';
import type { myTrips } from '#server/features/trips/trip-list.ts';

type List = Awaited<ReturnType<typeof myTrips>>;
type Item = List['items'][number];

function TripRow({ trip, result }: { trip: Item; result: TripActionResult | undefined }) {
  const { t } = useTranslation('trip-page');
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const titleId = `my-trip-${trip._id}`;
  const published = trip.status === 'published';
  // UTC on both sides, so the server's date and the browser's agree when the page hydrates.
  const changed = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(trip.updatedAt),
  );
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          <LocalLink
            to={`/trips/${trip._id}`}
            className="underline-offset-2 hover:underline outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            {trip.title || t('mine.untitled')}
          </LocalLink>
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${published ? 'bg-teal-100 text-teal-900' : 'bg-amber-100 text-amber-900'}`}
        >
          {t(published ? 'mine.status.published' : 'mine.status.draft')}
        </span>
      </div>
      {trip.hidden && (
        <div className="mt-2">
          <HiddenNotice what="trip" reason={trip.hidden.reason} />
        </div>
      )}
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <div className="flex gap-1">
          <dt>{t('mine.changed')}:</dt>
          <dd>{changed}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('mine.views')}:</dt>
          <dd>{trip.views}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <LocalLink to={`/trips/${trip._id}/edit`} className={outlineButton} aria-describedby={titleId}>
          {t('author.edit')}
        </LocalLink>
        <Form method="post">
          <input type="hidden" name="trip" value={trip._id} />
          <input type="hidden" name="intent" value={published ? 'draft' : 'publish'} />
          <button
            type="submit"
            className={published ? outlineButton : solidButton}
            disabled={busy}
            aria-describedby={titleId}
          >
            {t(published ? 'author.draft' : 'author.publish')}
          </button>
        </Form>
        <ConfirmDelete busy={busy} describedBy={titleId}>
          <input type="hidden" name="trip" value={trip._id} />
        </ConfirmDelete>
      </div>
      {result && <AuthorActionResult result={result} />}
    </li>
  );
}

/** My Trips: every trip of the author with its state, and what they can do with it. */
export function MyTripsPage({ list, result }: { list: List; result: TripActionResult | undefined }) {
  const { t } = useTranslation('trip-page');
  return (
    <ListPage
      title={t('mine.title')}
      intro={t('mine.intro')}
      wide={false}
      action={
        <LocalLink to="/trips/create" className={solidButton}>
          {t('mine.create')}
        </LocalLink>
      }
      empty={list.items.length === 0 ? <p className="mt-10 text-slate-700">{t('mine.empty')}</p> : null}
      pages={{
        page: list.page,
        pages: list.pages,
        path: '/account/my-trips',
        previous: t('mine.previous'),
        next: t('mine.next'),
      }}
    >
      <ul className="mt-8 space-y-4">
        {list.items.map((trip) => (
          <TripRow key={trip._id} trip={trip} result={result?.tripId === trip._id ? result : undefined} />
        ))}
      </ul>
    </ListPage>
  );
}

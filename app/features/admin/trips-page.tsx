import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Pagination } from '#app/components/pagination.tsx';
import { outlineButton } from '#app/components/ui/action-buttons.ts';
import { TextField } from '#app/components/ui/form-fields.tsx';
import { useFormat } from '#app/lib/format.ts';
import { LocalLink } from '#app/lib/locale.tsx';
import type { AdminTrips } from '#domain/schemas/admin-trips.ts';
import type { PinResult } from './trips.server.ts';

type AdminTrip = AdminTrips['docs'][number];

const linkClass = 'font-semibold text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900';

function Pinned({ pinned }: { pinned: AdminTrips['pinned'] }) {
  const { t, i18n } = useTranslation('admin');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <section aria-labelledby="pinned-days" className="mt-8">
      <h2 id="pinned-days" className="text-xl font-semibold text-slate-900">
        {t('trips.pinnedTitle')}
      </h2>
      {pinned.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('trips.noPins')}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {pinned.map(({ day, trip }) => (
            <li key={day} className="flex flex-wrap items-center gap-3">
              <span>
                {date.format(new Date(`${day}T00:00:00Z`))}:{' '}
                <LocalLink to={`/trips/${trip.slug}`} className={linkClass}>
                  {trip.title}
                </LocalLink>
              </span>
              <Form method="post">
                <input type="hidden" name="day" value={day} />
                <button type="submit" name="intent" value="unpin" className={outlineButton}>
                  {t('trips.unpin')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TripRow({ trip, result }: { trip: AdminTrip; result: PinResult | undefined }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const mine = result?.trip === trip._id ? result : undefined;
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <h3 id={`trip-${trip._id}`} className="text-lg">
        <LocalLink to={`/trips/${trip.slug}`} className={linkClass}>
          {trip.title}
        </LocalLink>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {t('trips.facts', {
          author: trip.author ?? t('reports.goneAccount'),
          views: format.number(trip.views),
          rating: trip.rating.count > 0 ? format.rating(trip.rating.average) : '–',
        })}
        {trip.featured && <span className="ml-2 font-semibold text-teal-800">{t('trips.featured')}</span>}
        {trip.hidden && (
          <span className="ml-2 font-semibold text-rose-900">
            {t('reports.hidden', { reason: trip.hidden.reason })}
          </span>
        )}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <Form method="post">
          <input type="hidden" name="trip" value={trip._id} />
          <button
            type="submit"
            name="intent"
            value={trip.featured ? 'unfeature' : 'feature'}
            className={outlineButton}
            aria-describedby={`trip-${trip._id}`}
          >
            {t(trip.featured ? 'trips.unfeature' : 'trips.feature')}
          </button>
        </Form>
        {!trip.hidden && (
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="trip" value={trip._id} />
            <TextField
              type="date"
              name="day"
              id={`day-${trip._id}`}
              label={t('trips.dayLabel')}
              defaultValue={mine?.day}
              error={mine?.message}
            />
            <button
              type="submit"
              name="intent"
              value="pin"
              className={outlineButton}
              aria-describedby={`trip-${trip._id}`}
            >
              {t('trips.pin')}
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}

/** Published trips with the admin's buttons: feature, and pin as the trip of the day. */
export function AdminTripsPage({ list, q, result }: { list: AdminTrips; q: string; result: PinResult | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('trips.title')}</h1>
      <p className="mt-2 text-slate-700">{t('trips.intro')}</p>
      <Pinned pinned={list.pinned} />
      <section aria-labelledby="all-trips" className="mt-10">
        <h2 id="all-trips" className="text-xl font-semibold text-slate-900">
          {t('trips.listTitle', { count: list.paginator.totalDocs })}
        </h2>
        <Form method="get" role="search" className="mt-3 flex flex-wrap items-end gap-3">
          <TextField type="search" name="q" label={t('trips.search')} defaultValue={q} />
          <button type="submit" className={outlineButton}>
            {t('trips.searchButton')}
          </button>
        </Form>
        {list.docs.length === 0 ? (
          <p className="mt-6 text-slate-700">{t('trips.none')}</p>
        ) : (
          <ul className="mt-6 space-y-4">
            {list.docs.map((trip) => (
              <TripRow key={trip._id} trip={trip} result={result} />
            ))}
          </ul>
        )}
      </section>
      <Pagination
        page={list.paginator.page}
        pages={list.paginator.totalPages}
        path="/admin/trips"
        query={q ? `q=${encodeURIComponent(q)}` : ''}
        previous={t('previous')}
        next={t('next')}
      />
    </>
  );
}

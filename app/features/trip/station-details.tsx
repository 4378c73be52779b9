import { useTranslation } from 'react-i18next';
import { MediaImage } from '#app/components/ui/media-image.tsx';
import { useLocale } from '#app/lib/locale.tsx';
import { countryName } from '#domain/countries.ts';
import type { Locale } from '#domain/locale.ts';
import type { TripView } from '#server/features/trips/trip.presenter.ts';
import { useContentLang } from './content-language.tsx';
import { CostLine } from './cost-line.tsx';
import { useTripFormat } from './use-trip-format.ts';

type Place = TripView['places'][number];
type Activity = Place['activities'][number];
type Leg = Place['directions'][number];

/** Author text as paragraphs, each marked with `lang` when written in another language than the page's. */
export const paragraphs = (text: string | undefined, lang?: Locale) =>
  (text ?? '')
    .split(/\n{2,}/)
    .filter((part) => part.trim())
    .map((part) => (
      <p key={part} lang={lang} className="whitespace-pre-line">
        {part}
      </p>
    ));

function Tips({ text }: { text: string | undefined }) {
  const { t } = useTranslation('trip-page');
  const { words } = useContentLang();
  if (!text?.trim()) return null;
  return (
    <div className="mt-2 rounded-lg border-l-4 border-amber-400 bg-amber-50 px-3 py-2 text-sm text-slate-800">
      <span className="font-semibold">{t('station.tips')}: </span>
      <span lang={words}>{text}</span>
    </div>
  );
}

export function ActivityItem({ activity }: { activity: Activity }) {
  const { t } = useTranslation('trip-page');
  const { words } = useContentLang();
  return (
    <li className="flex flex-col gap-3 sm:flex-row">
      {activity.image && (
        <MediaImage
          image={activity.image}
          preset="square-l-sm-2"
          alt={t('station.imageAlt', { name: activity.name ?? '' })}
          className="h-30 w-37.5 shrink-0 rounded-lg"
        />
      )}
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          <span lang={words}>{activity.name}</span>{' '}
          <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
            {t(`station.kind.${activity.kind}`)}
          </span>
        </p>
        <div className="mt-1 space-y-2 text-slate-700">{paragraphs(activity.description, words)}</div>
        <CostLine cost={activity} className="mt-1 text-sm text-slate-700" />
        <Tips text={activity.tips} />
      </div>
    </li>
  );
}

/** The leg to the next station: how, how long, what it cost, and the author's advice. */
export function LegDetails({ leg, to }: { leg: Leg; to: string | undefined }) {
  const { t } = useTranslation('trip-page');
  const { t: tt } = useTranslation('trips');
  const format = useTripFormat();
  const lang = useContentLang();
  return (
    <div className="rounded-xl border border-dashed border-teal-700/40 bg-teal-50/50 p-4">
      <p className="font-semibold text-teal-900">
        {to ? t('station.nextLeg', { name: to }) : tt(`transportTypes.${leg.type}`)}
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
        <li>{tt(`transportTypes.${leg.type}`)}</li>
        {leg.duration > 0 && <li>{`${t('leg.duration')}: ${format.duration(leg.duration)}`}</li>}
        <CostLine cost={leg} as="li" />
        {leg.overnight && <li className="font-medium">{t('leg.overnight')}</li>}
      </ul>
      {leg.description && (
        <p lang={lang.words} className="mt-2 text-sm text-slate-700">
          {leg.description}
        </p>
      )}
      <Tips text={leg.tips} />
    </div>
  );
}

/** Everything the author wrote about one station, with the way on to the next. */
export function StationDetails({ place, index, next }: { place: Place; index: number; next: Place | undefined }) {
  const { t } = useTranslation('trip-page');
  const locale = useLocale();
  const lang = useContentLang();
  const stay = place.accommodation;
  return (
    <section
      aria-labelledby={`station-${place._id}`}
      className="space-y-4 border-t border-slate-200 pt-6 [contain-intrinsic-size:auto_900px] [content-visibility:auto] print:break-before-page print:border-t-0"
    >
      <h3 id={`station-${place._id}`} className="text-xl font-bold text-slate-900">
        <span className="mr-2 inline-flex size-7 items-center justify-center rounded-full bg-teal-700 text-sm text-white">
          {index + 1}
        </span>{' '}
        {place.name}{' '}
        {place.country && (
          <span className="ml-2 text-base font-normal text-slate-600">{countryName(place.country, locale)}</span>
        )}
      </h3>
      <div className="space-y-2 text-slate-700">{paragraphs(place.description, lang.words)}</div>
      {place.generalInfo && (
        <div>
          <h4 className="font-semibold text-slate-900">{t('station.generalInfo')}</h4>
          <div className="mt-1 space-y-2 text-slate-700">{paragraphs(place.generalInfo, lang.words)}</div>
        </div>
      )}
      {place.activities.length > 0 && (
        <div>
          <h4 className="font-semibold text-slate-900">{t('station.activities')}</h4>
          <ul className="mt-3 space-y-5">
            {place.activities.map((activity) => (
              <ActivityItem key={activity._id} activity={activity} />
            ))}
          </ul>
        </div>
      )}
      {stay && (stay.name || stay.description || stay.tips || stay.price || stay.amount !== null) && (
        <div className="rounded-xl bg-slate-50 p-4">
          <h4 className="font-semibold text-slate-900">{t('station.accommodation')}</h4>
          {stay.name && <p className="mt-1 font-medium text-slate-900">{stay.name}</p>}
          <CostLine cost={stay} className="text-sm text-slate-700" />
          {stay.description && (
            <p lang={lang.words} className="mt-1 text-slate-700">
              {stay.description}
            </p>
          )}
          <Tips text={stay.tips} />
        </div>
      )}
      {place.directions.map((leg) => (
        <LegDetails key={leg._id} leg={leg} to={next?.name} />
      ))}
    </section>
  );
}

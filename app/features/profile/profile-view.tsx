import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#app/components/ui/avatar.tsx';
import { useLocale } from '#app/lib/locale.tsx';
import { badgeLevels } from '#domain/badges.ts';
import { countryName, countryOptions, isCountryCode } from '#domain/countries.ts';
import { type SocialNetwork, socialNetworkIds } from '#domain/schemas/profile.ts';
import type { PublicProfile } from '#server/features/profile/profile.presenter.ts';
import { WorldMap } from './world-map.tsx';

export const pageClass = 'mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16';
export const linkClass =
  'font-medium text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900';

function Countries({ label, codes }: { label: string; codes: string[] }) {
  const { t } = useTranslation('account-profile');
  const locale = useLocale();
  return (
    <div>
      <dt className="font-semibold text-slate-800">{label}</dt>
      <dd className="mt-1 text-slate-700">
        {codes.length === 0 ? (
          t('view.noCountries')
        ) : (
          <ul className="flex flex-wrap gap-2">
            {codes.map((code) => (
              <li key={code} className="rounded-full bg-slate-100 px-3 py-1 text-sm">
                {countryName(code, locale)}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

/**
 * The countries a member has visited (ADR 0077): those of their published trips and those they
 * typed as travelled, one set that the figure counts, the map shades and the list names.
 */
function VisitedCountries({ visited, name }: { visited: readonly string[]; name: string }) {
  const { t } = useTranslation('account-profile');
  const locale = useLocale();
  const headingId = useId();
  const codes = new Set(visited);
  const countries = countryOptions(locale).filter(({ code }) => codes.has(code));
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('fields.visitedCountries')}
      </h2>
      {countries.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('view.noCountries')}</p>
      ) : (
        <>
          <WorldMap
            codes={countries.map(({ code }) => code)}
            label={t('view.visitedMap', { count: countries.length, name })}
          />
          <ul className="mt-3 flex flex-wrap gap-2 text-slate-700">
            {countries.map(({ code, name: country }) => (
              <li key={code} data-country={code} className="rounded-full bg-slate-100 px-3 py-1 text-sm">
                {country}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A profile as everyone sees it; the owner's page adds its private part through `children`. */
export function ProfileView({
  profile,
  visited,
  children,
}: {
  profile: PublicProfile;
  /** The countries the profile's figure counts, its map shades and its list names. */
  visited: readonly string[];
  children?: ReactNode;
}) {
  const { t } = useTranslation('account-profile');
  const locale = useLocale();
  const name = profile.displayName ?? t('unnamed');
  const countries = visited.filter(isCountryCode);
  const joined = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(profile.joinedAt));
  const social = socialNetworkIds.filter((network): network is SocialNetwork =>
    Boolean(profile.socialProfiles[network]),
  );
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <header className="flex flex-wrap items-center gap-5">
        <Avatar photo={profile.photo} preset="avatar-lg" alt={t('photoAlt', { name })} className="size-28" />
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{name}</h1>
          {profile.location && <p className="mt-1 text-slate-700">{profile.location}</p>}
          <p className="mt-1 text-sm text-slate-600">{t('view.joined', { date: joined })}</p>
        </div>
      </header>
      <dl className="mt-6 grid grid-cols-3 gap-4 text-center">
        {[
          [t('view.badge'), t(`badges.${badgeLevels[profile.badgeLevel]}`)],
          [t('fields.postedTrips'), profile.postedTrips],
          [t('fields.visitedCountries'), countries.length],
        ].map(([label, value]) => (
          <div key={String(label)} className="flex flex-col-reverse rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {profile.aboutMe && (
        <section className="mt-6">
          <h2 className="text-xl font-semibold text-slate-900">{t('fields.aboutMe')}</h2>
          <p className="mt-2 whitespace-pre-line text-slate-700">{profile.aboutMe}</p>
        </section>
      )}
      <VisitedCountries visited={countries} name={name} />
      <dl className="mt-6 space-y-4">
        <Countries label={t('fields.favoriteCountries')} codes={profile.favoriteCountries} />
      </dl>
      {social.length > 0 && (
        <ul className="mt-6 flex flex-wrap gap-4">
          {social.map((network) => (
            <li key={network}>
              <a href={profile.socialProfiles[network]} rel="noopener noreferrer nofollow me" className={linkClass}>
                {t(`social.${network}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
      {children}
    </article>
  );
}

import { useTranslation } from 'react-i18next';
import { LocalLink, useLocalePath } from '#app/lib/locale.tsx';
import type { OwnProfile } from '#server/features/profile/profile.presenter.ts';
import { linkClass, ProfileView, pageClass } from './profile-view.tsx';

/** `/account/profile`: the public profile plus what only its owner sees. */
export function OwnProfilePage({
  profile,
  visited,
  publicUrl,
}: {
  profile: OwnProfile;
  visited: readonly string[];
  publicUrl: string;
}) {
  const { t } = useTranslation('account-profile');
  const localePath = useLocalePath();
  return (
    <div className={pageClass}>
      <ProfileView profile={profile} visited={visited}>
        <section className="mt-8 border-t border-slate-200 pt-6">
          <dl>
            <dt className="font-semibold text-slate-800">{t('fields.email')}</dt>
            <dd className="text-slate-700">
              {profile.email} <span className="text-sm text-slate-600">({t('view.private')})</span>
            </dd>
          </dl>
          <p className="mt-4">
            {profile.alias ? (
              <a href={localePath(`/${profile.alias}`)} className={linkClass}>
                {`${t('view.publicLink')}: ${publicUrl}/${profile.alias}`}
              </a>
            ) : (
              t('view.noAlias')
            )}
          </p>
          <LocalLink
            to="/account/edit-profile"
            className="mt-6 inline-flex rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
          >
            {t('view.edit')}
          </LocalLink>
        </section>
      </ProfileView>
    </div>
  );
}

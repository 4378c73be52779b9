import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { SubmitButton, TextAreaField, TextField } from '#app/components/ui/form-fields.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { useFocusFirstError } from '#app/lib/use-focus-first-error.ts';
import { accountLimits } from '#domain/schemas/account.ts';
import { profileLimits, socialNetworkIds } from '#domain/schemas/profile.ts';
import type { OwnProfile } from '#server/features/profile/profile.presenter.ts';
import { AliasField } from './alias-field.tsx';
import { CountryPicker } from './country-picker.tsx';
import { PhotoForm } from './photo-form.tsx';
import type { ProfileFormFailure } from './profile.server.ts';
import { linkClass, pageClass } from './profile-view.tsx';

const text = (value: string | string[] | undefined, fallback: string | null) =>
  typeof value === 'string' ? value : (fallback ?? '');
const list = (value: string | string[] | undefined, fallback: string[]) => (Array.isArray(value) ? value : fallback);

/** `/account/edit-profile`: every profile field in one form that also works without JavaScript. */
export function EditProfilePage({
  profile,
  publicUrl,
  result,
}: {
  profile: OwnProfile;
  publicUrl: string;
  result: ProfileFormFailure | undefined;
}) {
  const { t } = useTranslation('account-profile');
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, result?.errors);
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};

  return (
    <div className={pageClass}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('edit.title')}</h1>
      <p className="mt-3 text-slate-700">{t('edit.intro')}</p>
      <div className="mt-8">
        <PhotoForm
          key={profile.photo ?? 'none'}
          photo={profile.photo}
          name={profile.displayName ?? t('unnamed')}
          error={result?.photoError}
        />
      </div>
      <Form
        ref={form}
        method="post"
        noValidate
        className="mt-8 space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <TextField
          name="displayName"
          label={t('fields.displayName')}
          hint={t('edit.displayNameHint')}
          error={errors.displayName}
          defaultValue={text(values.displayName, profile.displayName)}
          maxLength={accountLimits.displayNameMax}
          autoComplete="nickname"
          required
        />
        <AliasField
          defaultValue={text(values.alias, profile.alias)}
          saved={profile.alias ?? ''}
          error={errors.alias}
          publicUrl={publicUrl}
        />
        <TextField
          name="location"
          label={t('fields.location')}
          error={errors.location}
          defaultValue={text(values.location, profile.location)}
          maxLength={profileLimits.locationMax}
          autoComplete="address-level2"
        />
        <TextAreaField
          name="aboutMe"
          label={t('fields.aboutMe')}
          error={errors.aboutMe}
          defaultValue={text(values.aboutMe, profile.aboutMe)}
          maxLength={profileLimits.aboutMeMax}
          rows={5}
        />
        <CountryPicker
          name="traveledCountries"
          label={t('fields.traveledCountries')}
          selected={list(values.traveledCountries, profile.traveledCountries)}
          error={errors.traveledCountries}
        />
        <CountryPicker
          name="favoriteCountries"
          label={t('fields.favoriteCountries')}
          selected={list(values.favoriteCountries, profile.favoriteCountries)}
          error={errors.favoriteCountries}
        />
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-slate-900">{t('edit.socialHeading')}</legend>
          <p className="text-sm text-slate-600">{t('edit.socialHint')}</p>
          {socialNetworkIds.map((network) => {
            const name = `socialProfiles.${network}`;
            return (
              <TextField
                key={network}
                name={name}
                type="url"
                label={t(`social.${network}`)}
                error={errors[name]}
                defaultValue={text(values[name], profile.socialProfiles[network] ?? null)}
                maxLength={profileLimits.socialUrlMax}
                inputMode="url"
              />
            );
          })}
        </fieldset>
        <SubmitButton pendingLabel={t('edit.pending')}>{t('edit.submit')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center">
        <LocalLink to="/account/profile" className={linkClass}>
          {t('edit.cancel')}
        </LocalLink>
      </p>
    </div>
  );
}

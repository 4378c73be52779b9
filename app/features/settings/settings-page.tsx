import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { NewsletterButton } from '#app/components/newsletter/newsletter-signup.tsx';
import { CheckboxField, FormMessage, SubmitButton, TextField } from '#app/components/ui/form-fields.tsx';
import { PasswordField } from '#app/components/ui/password-field.tsx';
import { LocalLink, useLocale, useLocalePath } from '#app/lib/locale.tsx';
import { localeNames, locales } from '#domain/locale.ts';
import { accountLimits } from '#domain/schemas/account.ts';
import { type LinkedProviders, LinkedProvidersSection } from './linked-providers.tsx';
import { type PasskeyRow, PasskeysSection } from './passkeys-section.tsx';
import { SecondFactorStatus } from './second-factor-page.tsx';
import type { SettingsIntent, SettingsResult } from './settings.server.ts';
import { SettingsSection } from './settings-section.tsx';

type Settings = {
  email: string;
  locale: string;
  newsletter: boolean;
  newsletterConsentAt: string | null;
  newsletterStatus: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
  commentMails: boolean;
  copyMails: boolean;
  alias: string | null;
};

const linkClass = 'font-medium text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900';
const buttonClass =
  'inline-flex items-center justify-center rounded-full border border-teal-700 px-5 py-2.5 font-semibold text-teal-800 hover:bg-teal-50';

/** A kind of mail the member turns on or off, saying which it is now. */
function MailSwitch({ id, intent, on }: { id: string; intent: 'commentMails' | 'copyMails'; on: boolean }) {
  const { t } = useTranslation('account-settings');
  return (
    <SettingsSection id={id} title={t(`${intent}.heading`)}>
      <SectionForm intent={intent}>
        <p className="text-slate-700">{t(`${intent}.${on ? 'on' : 'off'}`)}</p>
        <input type="hidden" name={intent} value={on ? 'off' : 'on'} />
        <button type="submit" className={buttonClass}>
          {t(`${intent}.${on ? 'turnOff' : 'turnOn'}`)}
        </button>
      </SectionForm>
    </SettingsSection>
  );
}

/** A password the user types to confirm a change; every section's shares these settings. */
function PasswordInput(props: { name: string; id?: string; label: string; error?: string | undefined; hint?: string }) {
  const { t } = useTranslation('account-settings');
  const choosing = props.name === 'newPassword';
  return (
    <PasswordField
      {...props}
      showLabel={t('account-register:register.showPassword')}
      autoComplete={choosing ? 'new-password' : 'current-password'}
      minLength={choosing ? accountLimits.passwordMin : undefined}
      maxLength={accountLimits.passwordMax}
      required
    />
  );
}

/** A section's form; its response (errors, message) is shown only in the section that was sent. */
function SectionForm({ intent, children }: { intent: SettingsIntent; children: ReactNode }) {
  return (
    <Form method="post" noValidate className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** `/account/setting`: every section is its own form that works without JavaScript. */
export function SettingsPage({
  settings,
  publicUrl,
  emailChanged,
  secondFactor,
  passkeys,
  providers,
  hasPassword,
  result,
}: {
  settings: Settings;
  publicUrl: string;
  emailChanged: boolean;
  secondFactor: boolean;
  passkeys: PasskeyRow[];
  providers: LinkedProviders;
  hasPassword: boolean;
  result: SettingsResult | undefined;
}) {
  const { t } = useTranslation('account-settings');
  const locale = useLocale();
  const localePath = useLocalePath();
  const of = (intent: SettingsIntent) =>
    result?.intent === intent ? result : { errors: {} as Record<string, string>, values: {} as Record<string, string> };
  const formError = (intent: SettingsIntent) =>
    result?.intent === intent && result.formError ? <FormMessage>{result.formError}</FormMessage> : null;
  const password = of('password');
  const email = of('email');
  const deletion = of('delete');

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>

      <SettingsSection id="vanity" title={t('vanity.heading')}>
        {settings.alias ? (
          <p className="text-slate-700">
            {t('vanity.text')}{' '}
            <a href={localePath(`/${settings.alias}`)} className={linkClass}>
              {`${publicUrl}/${settings.alias}`}
            </a>
          </p>
        ) : (
          <p className="text-slate-700">
            {t('vanity.none')}{' '}
            <LocalLink to="/account/edit-profile" className={linkClass}>
              {t('vanity.choose')}
            </LocalLink>
          </p>
        )}
      </SettingsSection>

      <SettingsSection id="language" title={t('language.heading')}>
        <SectionForm intent="language">
          <div>
            <label htmlFor="locale" className="block text-sm font-semibold text-slate-800">
              {t('fields.locale')}
            </label>
            <p id="locale-hint" className="mt-1 text-sm text-slate-600">
              {t('language.hint')}
            </p>
            <select
              id="locale"
              name="locale"
              defaultValue={settings.locale}
              aria-describedby="locale-hint"
              className="mt-1.5 block rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base"
            >
              {locales.map((code) => (
                <option key={code} value={code} lang={code}>
                  {localeNames[code]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass}>
            {t('language.submit')}
          </button>
        </SectionForm>
      </SettingsSection>

      <MailSwitch id="comment-mails" intent="commentMails" on={settings.commentMails} />
      <MailSwitch id="copy-mails" intent="copyMails" on={settings.copyMails} />

      <SettingsSection id="newsletter" title={t('newsletter.heading')}>
        {settings.newsletter && settings.newsletterConsentAt ? (
          <SectionForm intent="newsletter">
            <p className="text-slate-700">
              {t('newsletter.subscribed', {
                date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
                  new Date(settings.newsletterConsentAt),
                ),
              })}
            </p>
            <button type="submit" className={buttonClass}>
              {t('newsletter.unsubscribe')}
            </button>
          </SectionForm>
        ) : settings.newsletterStatus === 'pending' ? (
          <SectionForm intent="newsletter">
            <p className="text-slate-700">{t('newsletter.pending')}</p>
            <button type="submit" className={buttonClass}>
              {t('newsletter.cancel')}
            </button>
          </SectionForm>
        ) : (
          <>
            <p className="text-slate-700">{t('newsletter.notSubscribed')}</p>
            <NewsletterButton className={buttonClass}>{t('newsletter.subscribe')}</NewsletterButton>
          </>
        )}
      </SettingsSection>

      <SettingsSection id="password" title={t('password.heading')}>
        <SectionForm intent="password">
          {formError('password')}
          <PasswordInput
            name="currentPassword"
            label={t('fields.currentPassword')}
            error={password.errors.currentPassword}
          />
          <PasswordInput
            name="newPassword"
            label={t('fields.newPassword')}
            hint={t('password.hint', { min: accountLimits.passwordMin })}
            error={password.errors.newPassword}
          />
          <SubmitButton pendingLabel={t('pending')}>{t('password.submit')}</SubmitButton>
        </SectionForm>
      </SettingsSection>

      <SettingsSection id="second-factor" title={t('secondFactor.heading')}>
        <SecondFactorStatus on={secondFactor} />
      </SettingsSection>

      <PasskeysSection
        passkeys={passkeys}
        result={result?.intent === 'renamePasskey' || result?.intent === 'removePasskey' ? result : undefined}
      />

      <SettingsSection id="email" title={t('email.heading')}>
        {emailChanged && <FormMessage tone="success">{t('email.changed')}</FormMessage>}
        <p className="text-slate-700">{t('email.current', { email: settings.email })}</p>
        {result?.intent === 'email' && result.sentTo ? (
          <FormMessage tone="success">{t('email.sent', { email: result.sentTo })}</FormMessage>
        ) : (
          <SectionForm intent="email">
            {formError('email')}
            <TextField
              name="newEmail"
              type="email"
              label={t('fields.newEmail')}
              hint={t('email.hint')}
              error={email.errors.newEmail}
              defaultValue={email.values.newEmail}
              autoComplete="email"
              maxLength={accountLimits.emailMax}
              required
            />
            <PasswordInput
              name="password"
              id="email-password"
              label={t('fields.password')}
              error={email.errors.password}
            />
            <SubmitButton pendingLabel={t('pending')}>{t('email.submit')}</SubmitButton>
          </SectionForm>
        )}
      </SettingsSection>

      <LinkedProvidersSection
        providers={providers}
        error={result?.intent === 'unlinkProvider' ? result.formError : undefined}
      />

      <SettingsSection id="data" title={t('export.heading')}>
        <p className="text-slate-700">{t('export.text')}</p>
        <a href="/api/user/settings/export" download className={linkClass}>
          {t('export.link')}
        </a>
      </SettingsSection>

      <SettingsSection id="delete" title={t('delete.heading')}>
        <details open={result?.intent === 'delete'} className="group">
          <summary className="cursor-pointer font-semibold text-red-800">{t('delete.open')}</summary>
          <SectionForm intent="delete">
            <p className="mt-4 text-slate-700">{t('delete.warning')}</p>
            <p className="font-medium text-slate-900">{t('delete.trips')}</p>
            {formError('delete')}
            {hasPassword ? (
              <PasswordInput
                name="password"
                id="delete-password"
                label={t('fields.password')}
                error={deletion.errors.password}
              />
            ) : (
              <p className="text-slate-700">
                {t('delete.noPassword', { minutes: accountLimits.freshSignInSeconds / 60 })}
              </p>
            )}
            <CheckboxField name="confirm" label={t('delete.confirm')} error={deletion.errors.confirm} required />
            <button
              type="submit"
              className="inline-flex w-full items-center justify-center rounded-full bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800"
            >
              {t('delete.submit')}
            </button>
          </SectionForm>
        </details>
      </SettingsSection>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { type ProviderButton, ProviderButtons } from '#app/components/provider-buttons.tsx';
import { CheckboxField, FormMessage, SubmitButton, TextField } from '#app/components/ui/form-fields.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { accountLimits } from '#domain/schemas/account.ts';
import { ConfirmLinkPanel, LinkPanel } from './link-panel.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { AccountPanel, primaryButton, secondaryButton, textLink, useFocusOnResult } from './ui.tsx';

/** What the sign-in action answers when it does not redirect. */
export type SignInResult = {
  errors?: Record<string, string>;
  values?: Record<string, string>;
  /** A message about the whole form: wrong credentials, throttling, an unexpected failure. */
  message?: string;
  /** The credentials were right but the e-mail address is not verified yet. */
  unverified?: { email: string; resent?: boolean };
  /** The credentials were right but an admin blocked the account, for this reason. */
  blocked?: { reason: string };
  /** A provider named this account's address: its password links the provider (ADR 0085). */
  link?: { provider: string; email: string };
  /** Good news about a provider: its link is mailed, or it is linked. */
  notice?: string;
};

type Props = {
  /** The signed-in visitor's display name; they see links onward instead of the form. */
  signedInAs: string | null;
  relay: string;
  passwordChanged: boolean;
  result: SignInResult | undefined;
  providers: readonly ProviderButton[];
  /** Back from a provider: a message, an account to prove, or a mailed link to confirm. */
  providerReturn: {
    message?: string;
    link?: SignInResult['link'];
    confirm?: { provider: string; email: string; token: string };
  } | null;
};

export function SignInPage({ signedInAs, relay, passwordChanged, result, providers, providerReturn }: Props) {
  if (signedInAs !== null) return <AlreadySignedIn name={signedInAs} relay={relay} />;
  const link = result ? result.link : providerReturn?.link;
  if (link) return <LinkPanel link={link} relay={relay} message={result?.message} />;
  if (!result && providerReturn?.confirm) return <ConfirmLinkPanel confirm={providerReturn.confirm} />;
  const shown = result ?? (providerReturn?.message ? { message: providerReturn.message } : undefined);
  return <SignInForm relay={relay} passwordChanged={passwordChanged} result={shown} providers={providers} />;
}

function AlreadySignedIn({ name, relay }: { name: string; relay: string }) {
  const { t } = useTranslation('account-signin');
  const onward = relay && relay !== '/' && relay !== '/de';
  return (
    <AccountPanel title={t('already.title')} intro={name ? t('already.text', { name }) : t('already.textNoName')}>
      <ul className="flex flex-col gap-3">
        {onward && (
          <li>
            {/* The relay is already a path of its language, so it is not localized again. */}
            <a href={relay} className={`${primaryButton} w-full`}>
              {t('already.continue')}
            </a>
          </li>
        )}
        <li>
          <LocalLink to="/" className={`${onward ? secondaryButton : primaryButton} w-full`}>
            {t('already.home')}
          </LocalLink>
        </li>
        <li>
          <LocalLink to="/account/my-trips" className={`${secondaryButton} w-full`}>
            {t('already.myTrips')}
          </LocalLink>
        </li>
        <li className="mt-2 text-center">
          <LocalLink to="/signing-out" className={textLink}>
            {t('already.signOut')}
          </LocalLink>
        </li>
      </ul>
    </AccountPanel>
  );
}

function SignInForm({ relay, passwordChanged, result, providers }: Omit<Props, 'signedInAs' | 'providerReturn'>) {
  const { t } = useTranslation('account-signin');
  const form = useRef<HTMLFormElement>(null);
  // A failed attempt never keeps the password, also when the page was not reloaded. (Runs
  // before the focus effect below, so the focused field is already empty.)
  useEffect(() => {
    const password = form.current?.elements.namedItem('password');
    if (result && password instanceof HTMLInputElement) password.value = '';
  }, [result]);
  useFocusOnResult(form, result);

  const values = result?.values ?? {};
  const email = values.email ?? result?.unverified?.email ?? '';
  const told = Boolean(result?.message || result?.blocked);
  return (
    <AccountPanel title={t('signin.title')} intro={t('signin.intro')}>
      {result?.notice && (
        <div className="mb-6">
          <FormMessage tone="success">{result.notice}</FormMessage>
        </div>
      )}
      {passwordChanged && !result && (
        <div className="mb-6">
          <FormMessage tone="success">{t('signin.passwordChanged')}</FormMessage>
        </div>
      )}
      {result?.unverified && <Unverified email={result.unverified.email} resent={result.unverified.resent} />}
      <Form method="post" ref={form} noValidate className="space-y-5">
        {result?.message && <FormMessage>{result.message}</FormMessage>}
        {result?.blocked && <Blocked reason={result.blocked.reason} />}
        <input type="hidden" name="relay" value={relay} />
        <TextField
          name="email"
          type="email"
          label={t('signin.email')}
          autoComplete="username webauthn"
          inputMode="email"
          required
          maxLength={accountLimits.emailMax}
          defaultValue={email}
          error={result?.errors?.email}
          data-focus-on-result={told && !email ? '' : undefined}
        />
        <TextField
          name="password"
          type="password"
          label={t('signin.password')}
          autoComplete="current-password"
          required
          maxLength={accountLimits.passwordMax}
          error={result?.errors?.password}
          data-focus-on-result={told && email ? '' : undefined}
        />
        <CheckboxField
          name="rememberMe"
          label={t('signin.rememberMe')}
          hint={t('signin.rememberMeHint')}
          defaultChecked={values.rememberMe === 'on'}
        />
        <SubmitButton pendingLabel={t('signin.pending')}>{t('signin.submit')}</SubmitButton>
      </Form>
      <PasskeySignIn relay={relay} />
      <ProviderButtons providers={providers} relay={relay} />
      <div className="mt-8 space-y-3 border-t border-slate-200 pt-6 text-center text-sm text-slate-700">
        <p>
          <LocalLink to="/recover" className={textLink}>
            {t('signin.forgot')}
          </LocalLink>
        </p>
        <p>
          {t('signin.noAccount')}{' '}
          <LocalLink to="/register" className={textLink}>
            {t('signin.register')}
          </LocalLink>
        </p>
      </div>
    </AccountPanel>
  );
}

/**
 * Right password, blocked account: the admin's reason, and where to object. The reason is its own
 * text rather than a value inside `<Trans>`, which would read tags typed into it as markup.
 */
function Blocked({ reason }: { reason: string }) {
  const { t } = useTranslation('account-signin');
  return (
    <FormMessage>
      <p>{t('signin.blocked', { reason })}</p>
      <p className="mt-2">
        <Trans
          t={t}
          i18nKey="signin.blockedContact"
          components={{ 1: <LocalLink to="/contact" className={textLink} /> }}
        />
      </p>
    </FormMessage>
  );
}

/** Right password, unverified address: say so, and offer the verification mail again. */
function Unverified({ email, resent }: { email: string; resent: boolean | undefined }) {
  const { t } = useTranslation('account-signin');
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'resend';
  return (
    <div className="mb-6 space-y-3">
      {resent ? (
        <FormMessage tone="success">{t('signin.resent')}</FormMessage>
      ) : (
        <FormMessage>{t('signin.unverified')}</FormMessage>
      )}
      {!resent && (
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={email} />
          <button type="submit" disabled={sending} className={`${secondaryButton} w-full`}>
            {sending ? t('signin.resendPending') : t('signin.resend')}
          </button>
        </Form>
      )}
    </div>
  );
}

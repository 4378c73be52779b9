import { useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormMessage, SubmitButton, TextField } from '#app/components/ui/form-fields.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { useFocusFirstError } from '#app/lib/use-focus-first-error.ts';
import { accountLimits } from '#domain/schemas/account.ts';
import type { ResendResult } from './register.server.ts';
import { card, heading, page, textLink } from './styles.ts';

/**
 * After registering: check the inbox, the link lasts 24 hours, and a form to send the e-mail again.
 * With the address from the registration the form is one button; otherwise it asks for it.
 */
export function AlmostCompletePage({ email, result }: { email: string | null; result: ResendResult | undefined }) {
  const { t } = useTranslation('account-register');
  const form = useRef<HTMLFormElement>(null);
  const failure = result && !result.sent ? result : undefined;
  useFocusFirstError(form, failure?.errors);
  const address = result?.sent ? result.email : email;
  const askForAddress = !email || Boolean(failure?.errors.email);

  return (
    <div className={page}>
      <h1 className={heading}>{t('almostComplete.title')}</h1>
      <p className="mt-6 text-lg text-slate-700 wrap-break-word">
        {address ? (
          <Trans
            t={t}
            i18nKey="almostComplete.sentTo"
            values={{ email: address }}
            components={{ 1: <strong className="font-semibold text-slate-900" /> }}
          />
        ) : (
          t('almostComplete.sent')
        )}
      </p>
      <p className="mt-3 text-lg text-slate-700">{t('almostComplete.validity')}</p>

      <section aria-labelledby="resend-heading" className={card}>
        <h2 id="resend-heading" className="text-xl font-semibold text-slate-900">
          {t('almostComplete.resendHeading')}
        </h2>
        <p className="mt-2 text-slate-700">{t('almostComplete.resendText')}</p>
        <Form ref={form} method="post" noValidate className="mt-5 space-y-5">
          {result?.sent && <FormMessage tone="success">{t('almostComplete.resent')}</FormMessage>}
          {failure?.formError && <FormMessage>{failure.formError}</FormMessage>}
          {askForAddress ? (
            <TextField
              name="email"
              type="email"
              label={t('almostComplete.email')}
              error={failure?.errors.email}
              defaultValue={failure?.values.email ?? email ?? ''}
              autoComplete="email"
              maxLength={accountLimits.emailMax}
              required
            />
          ) : (
            <input type="hidden" name="email" value={email ?? ''} />
          )}
          <SubmitButton pendingLabel={t('almostComplete.resending')}>{t('almostComplete.resend')}</SubmitButton>
        </Form>
      </section>

      <div className="mt-6 space-y-2 text-center text-slate-700">
        <p>
          <Trans
            t={t}
            i18nKey="almostComplete.signIn"
            components={{ 1: <LocalLink to="/signin" className={textLink} /> }}
          />
        </p>
        <p>
          <Trans
            t={t}
            i18nKey="almostComplete.wrongAddress"
            components={{ 1: <LocalLink to="/register" className={textLink} /> }}
          />
        </p>
      </div>
    </div>
  );
}

import { type ReactNode, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { CheckboxField, FormMessage, SubmitButton } from '#app/components/ui/form-fields.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { useFocusFirstError } from '#app/lib/use-focus-first-error.ts';
import type { ProviderTermsResult } from './provider-terms.server.ts';
import { card, heading, page, textLink } from './styles.ts';

function NewTabLink({ to, hint, children }: { to: string; hint: string; children?: ReactNode }) {
  return (
    <LocalLink to={to} target="_blank" rel="noopener" className={textLink}>
      {children}
      <span className="sr-only"> {hint}</span>
    </LocalLink>
  );
}

/**
 * The spec's /register/almost-complete screen for a person a provider sent: the account is made
 * only once they accept the terms here (ADR 0085).
 */
export function ProviderTerms({
  pending,
  result,
}: {
  pending: { provider: string; email: string; emailVerified: boolean };
  result: ProviderTermsResult | undefined;
}) {
  const { t } = useTranslation('account-providers');
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, result?.termsError ? { terms: result.termsError } : undefined);
  return (
    <div className={page}>
      <h1 className={heading}>{t('terms.title')}</h1>
      <p className="mt-6 text-lg text-slate-700 wrap-break-word">
        <Trans
          t={t}
          i18nKey="terms.intro"
          values={{ name: pending.provider, email: pending.email }}
          components={{ 1: <strong className="font-semibold text-slate-900" /> }}
        />
      </p>
      {!pending.emailVerified && (
        <p className="mt-3 text-lg text-slate-700">{t('terms.unverified', { name: pending.provider })}</p>
      )}
      <Form ref={form} method="post" noValidate className={`${card} space-y-6`}>
        {result?.formError && <FormMessage>{result.formError}</FormMessage>}
        <input type="hidden" name="intent" value="provider-terms" />
        <CheckboxField
          name="terms"
          label={
            <Trans
              t={t}
              i18nKey="terms.terms"
              components={{
                1: <NewTabLink to="/terms-of-use" hint={t('terms.newTab')} />,
                3: <NewTabLink to="/privacy-policy" hint={t('terms.newTab')} />,
              }}
            />
          }
          error={result?.termsError}
          required
        />
        <SubmitButton pendingLabel={t('terms.pending')}>{t('terms.submit')}</SubmitButton>
      </Form>
    </div>
  );
}

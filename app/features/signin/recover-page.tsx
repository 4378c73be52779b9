import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormMessage, SubmitButton, TextField } from '#app/components/ui/form-fields.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { accountLimits } from '#domain/schemas/account.ts';
import { AccountPanel, textLink, useFocusOnResult } from './ui.tsx';

export type RecoverResult = {
  errors?: Record<string, string>;
  values?: Record<string, string>;
  message?: string;
  /** The same response whether or not an account has this address. */
  sent?: boolean;
};

export function RecoverPage({ result }: { result: RecoverResult | undefined }) {
  const { t } = useTranslation('account-signin');
  const form = useRef<HTMLFormElement>(null);
  useFocusOnResult(form, result);

  if (result?.sent) {
    return (
      <AccountPanel title={t('recover.title')}>
        <FormMessage tone="success">
          <p className="font-semibold">{t('recover.sent')}</p>
          <p className="mt-2">{t('recover.sentHint')}</p>
        </FormMessage>
        <p className="mt-8 text-center text-sm">
          <LocalLink to="/signin" className={textLink}>
            {t('recover.backToSignin')}
          </LocalLink>
        </p>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel title={t('recover.title')} intro={t('recover.intro')}>
      <Form method="post" ref={form} noValidate className="space-y-5">
        {result?.message && <FormMessage>{result.message}</FormMessage>}
        <TextField
          name="email"
          type="email"
          label={t('recover.email')}
          autoComplete="email"
          inputMode="email"
          required
          maxLength={accountLimits.emailMax}
          defaultValue={result?.values?.email ?? ''}
          error={result?.errors?.email}
          data-focus-on-result={result?.message ? '' : undefined}
        />
        <SubmitButton pendingLabel={t('recover.pending')}>{t('recover.submit')}</SubmitButton>
      </Form>
      <p className="mt-8 border-t border-slate-200 pt-6 text-center text-sm">
        <LocalLink to="/signin" className={textLink}>
          {t('recover.backToSignin')}
        </LocalLink>
      </p>
    </AccountPanel>
  );
}

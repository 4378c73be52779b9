import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormMessage, SubmitButton, TextField } from '#app/components/ui/form-fields.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { accountLimits } from '#domain/schemas/account.ts';
import { AccountPanel, primaryButton, textLink, useFocusOnResult } from './ui.tsx';

export type NewPasswordResult = {
  errors?: Record<string, string>;
  message?: string;
  /** The token is unknown, used or expired. */
  invalid?: boolean;
};

type Props = { token: string | null; result: NewPasswordResult | undefined };

export function NewPasswordPage({ token, result }: Props) {
  const { t } = useTranslation('account-signin');
  const form = useRef<HTMLFormElement>(null);
  useFocusOnResult(form, result);

  if (!token || result?.invalid) {
    return (
      <AccountPanel title={t('newPassword.invalidTitle')}>
        <FormMessage>{t('newPassword.invalidText')}</FormMessage>
        <LocalLink to="/recover" className={`${primaryButton} mt-8 w-full`}>
          {t('newPassword.requestNew')}
        </LocalLink>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel title={t('newPassword.title')} intro={t('newPassword.intro')}>
      <Form method="post" ref={form} noValidate className="space-y-5">
        {result?.message && <FormMessage>{result.message}</FormMessage>}
        <input type="hidden" name="token" value={token} />
        <TextField
          name="password"
          type="password"
          label={t('newPassword.password')}
          hint={t('newPassword.hint', { min: accountLimits.passwordMin })}
          autoComplete="new-password"
          required
          minLength={accountLimits.passwordMin}
          maxLength={accountLimits.passwordMax}
          error={result?.errors?.password}
          data-focus-on-result={result?.message ? '' : undefined}
        />
        <SubmitButton pendingLabel={t('newPassword.pending')}>{t('newPassword.submit')}</SubmitButton>
      </Form>
      <p className="mt-8 border-t border-slate-200 pt-6 text-center text-sm">
        <LocalLink to="/signin" className={textLink}>
          {t('recover.backToSignin')}
        </LocalLink>
      </p>
    </AccountPanel>
  );
}

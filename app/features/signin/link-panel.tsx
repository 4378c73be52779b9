import { useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormMessage, SubmitButton, TextField } from '#app/components/ui/form-fields.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { accountLimits } from '#domain/schemas/account.ts';
import { AccountPanel, secondaryButton, textLink, useFocusOnResult } from './ui.tsx';

/**
 * A provider named an address that has an account: the provider is linked only once the person
 * proves the account with its password (ADR 0085), never on the provider's word alone.
 */
export function LinkPanel({
  link,
  relay,
  message,
}: {
  link: { provider: string; email: string };
  relay: string;
  message: string | undefined;
}) {
  const { t } = useTranslation('account-providers');
  const form = useRef<HTMLFormElement>(null);
  useFocusOnResult(form, message);
  const intro = (
    <Trans
      t={t}
      i18nKey="link.intro"
      values={{ email: link.email, name: link.provider }}
      components={{ 1: <strong className="font-semibold text-slate-900 wrap-break-word" /> }}
    />
  );
  return (
    <AccountPanel title={t('link.title', { name: link.provider })} intro={intro}>
      <Form method="post" ref={form} noValidate className="space-y-5">
        {message && <FormMessage>{message}</FormMessage>}
        <input type="hidden" name="intent" value="link" />
        <input type="hidden" name="relay" value={relay} />
        <input type="email" name="email" value={link.email} autoComplete="username" readOnly hidden />
        <TextField
          name="password"
          type="password"
          label={t('link.password')}
          autoComplete="current-password"
          required
          maxLength={accountLimits.passwordMax}
          data-focus-on-result=""
        />
        <SubmitButton pendingLabel={t('link.pending')}>{t('link.submit')}</SubmitButton>
      </Form>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="link-mail" />
        <button type="submit" className={`${secondaryButton} w-full`}>
          {t('link.mail')}
        </button>
      </Form>
      <p className="mt-6 text-center">
        <LocalLink to="/signin" className={textLink}>
          {t('link.cancel')}
        </LocalLink>
      </p>
    </AccountPanel>
  );
}

/**
 * The mailed link was opened: a button links the provider, so that a mail scanner fetching the
 * link links nothing.
 */
export function ConfirmLinkPanel({ confirm }: { confirm: { provider: string; email: string; token: string } }) {
  const { t } = useTranslation('account-providers');
  const intro = (
    <Trans
      t={t}
      i18nKey="link.confirmIntro"
      values={{ email: confirm.email, name: confirm.provider }}
      components={{ 1: <strong className="font-semibold text-slate-900 wrap-break-word" /> }}
    />
  );
  return (
    <AccountPanel title={t('link.confirmTitle', { name: confirm.provider })} intro={intro}>
      <Form method="post">
        <input type="hidden" name="intent" value="link-confirm" />
        <input type="hidden" name="token" value={confirm.token} />
        <SubmitButton pendingLabel={t('link.pending')}>{t('link.confirm', { name: confirm.provider })}</SubmitButton>
      </Form>
    </AccountPanel>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation, useSubmit } from 'react-router';
import { AccountPanel, primaryButton } from './ui.tsx';

/**
 * "You are being signed out…": the session ends only through the form's POST. Once the page is
 * hydrated the form sends itself; without script the visitor presses the button.
 */
export function SigningOutPage() {
  const { t } = useTranslation('account-signin');
  const submit = useSubmit();
  const sent = useRef(false);
  const pending = useNavigation().state !== 'idle';

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void submit(null, { method: 'post', replace: true });
  }, [submit]);

  return (
    <AccountPanel title={t('signingOut.title')}>
      <p role="status" className="text-lg text-slate-700">
        {t('signingOut.text')}
      </p>
      <p className="mt-3 text-sm text-slate-600">{t('signingOut.hint')}</p>
      <Form method="post" replace className="mt-8">
        <button type="submit" disabled={pending} className={`${primaryButton} w-full`}>
          {pending ? t('signingOut.pending') : t('signingOut.button')}
        </button>
      </Form>
    </AccountPanel>
  );
}

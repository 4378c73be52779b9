import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormMessage, SubmitButton, TextField } from '#app/components/ui/form-fields.tsx';
import { useLocalePath } from '#app/lib/locale.tsx';
import type { SecondStepResult } from './second-step.server.ts';
import { AccountPanel, textLink, useFocusOnResult } from './ui.tsx';

/**
 * `/signin/second-factor`: after the right password, the code from the app or a recovery code in
 * one field (the server tells them apart). A plain form: it needs no script.
 */
export function SecondStepPage({ relay, result }: { relay: string; result: SecondStepResult | undefined }) {
  const { t } = useTranslation('account-signin');
  const localePath = useLocalePath();
  const form = useRef<HTMLFormElement>(null);
  useFocusOnResult(form, result);
  const again = `${localePath('/signin')}?relay=${encodeURIComponent(relay)}`;
  return (
    <AccountPanel title={t('secondFactor.title')} intro={t('secondFactor.intro')}>
      {result?.restart ? (
        <div className="space-y-4">
          <FormMessage>{result.error}</FormMessage>
          <a href={again} className={textLink}>
            {t('secondFactor.again')}
          </a>
        </div>
      ) : (
        <Form method="post" ref={form} noValidate className="space-y-5">
          {result?.error && <FormMessage>{result.error}</FormMessage>}
          <TextField
            name="code"
            label={t('secondFactor.code')}
            hint={t('secondFactor.hint')}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            required
            maxLength={24}
            data-focus-on-result={result ? '' : undefined}
          />
          <SubmitButton pendingLabel={t('secondFactor.pending')}>{t('secondFactor.submit')}</SubmitButton>
        </Form>
      )}
    </AccountPanel>
  );
}

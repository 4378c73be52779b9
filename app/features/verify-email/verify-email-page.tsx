import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormMessage, SubmitButton, TextField } from '#app/components/ui/form-fields.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { useVerificationSync } from './use-verification-sync.ts';

export type VerifyState = 'sent' | 'verified' | 'failed' | 'signedOut';

export type ResendResult = { resent: true } | { throttledMinutes: number } | { error: string } | undefined;

type Props = { state: VerifyState; email: string | null; result: ResendResult; emailError?: string | undefined };

const buttonClass =
  'inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2';

export function VerifyEmailPage({ state, email, result, emailError }: Props) {
  const { t } = useTranslation('account');
  const checking = useVerificationSync(state === 'sent');
  const title = t(`verify.${state}.title`);
  return (
    <section className="mx-auto max-w-xl px-4 py-16" aria-labelledby="verify-title">
      <h1 id="verify-title" className="text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h1>
      {state === 'verified' ? (
        <>
          <p className="mt-4 text-lg text-slate-700">{t('verify.verified.text')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LocalLink to="/search" className={`${buttonClass} bg-teal-700 text-white hover:bg-teal-800`}>
              {t('verify.verified.explore')}
            </LocalLink>
            <LocalLink to="/trips/create" className={`${buttonClass} border border-teal-700 text-teal-800`}>
              {t('verify.verified.share')}
            </LocalLink>
          </div>
        </>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-700">
            {state === 'sent'
              ? email
                ? t('verify.sent.text', { email })
                : t('verify.sent.textNoEmail')
              : t(`verify.${state}.text`)}
          </p>
          <p role="status" className="mt-3 min-h-6 text-sm text-slate-600">
            {checking ? t('verify.checking') : ''}
          </p>
          <ResendForm signedIn={state === 'sent'} result={result} emailError={emailError} />
          {state !== 'sent' && (
            <p className="mt-6 text-sm">
              <LocalLink to="/signin" className="font-semibold text-teal-800 underline">
                {t('verify.signedOut.signIn')}
              </LocalLink>
            </p>
          )}
        </>
      )}
    </section>
  );
}

function ResendForm({
  signedIn,
  result,
  emailError,
}: {
  signedIn: boolean;
  result: ResendResult;
  emailError?: string | undefined;
}) {
  const { t } = useTranslation('account');
  return (
    <Form method="post" className="mt-6 space-y-4" noValidate>
      {result && 'resent' in result && <FormMessage tone="success">{t('verify.resend.done')}</FormMessage>}
      {result && 'throttledMinutes' in result && (
        <FormMessage>{t('throttled', { count: result.throttledMinutes })}</FormMessage>
      )}
      {result && 'error' in result && <FormMessage>{result.error}</FormMessage>}
      {!signedIn && (
        <TextField
          name="email"
          type="email"
          label={t('verify.resend.email')}
          autoComplete="email"
          required
          error={emailError}
        />
      )}
      <div className="max-w-xs">
        <SubmitButton pendingLabel={t('verify.resend.pending')}>{t('verify.resend.button')}</SubmitButton>
      </div>
    </Form>
  );
}

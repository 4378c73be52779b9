import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormMessage, SubmitButton, TextField } from '#app/components/ui/form-fields.tsx';
import { PasswordField } from '#app/components/ui/password-field.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { accountLimits } from '#domain/schemas/account.ts';
import type { SecondFactorResult } from './second-factor.server.ts';

const linkClass = 'font-medium text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900';

type Props = {
  state: { on: boolean };
  /** The admin area sent the visitor here: it opens once the factor is on. */
  required: boolean;
  /** Just turned on: the recovery codes, shown this once. */
  recoveryCodes: string[] | null;
  result: SecondFactorResult | undefined;
};

function Step({ intent, result, children }: { intent: string; result?: SecondFactorResult; children: ReactNode }) {
  return (
    <Form method="post" noValidate className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {result?.intent === intent && result.formError && <FormMessage>{result.formError}</FormMessage>}
      {children}
    </Form>
  );
}

function Password({ id, result, intent }: { id: string; result?: SecondFactorResult; intent: string }) {
  const { t } = useTranslation('account-settings');
  return (
    <PasswordField
      name="password"
      id={id}
      label={t('fields.password')}
      showLabel={t('account-register:register.showPassword')}
      autoComplete="current-password"
      maxLength={accountLimits.passwordMax}
      error={result?.intent === intent ? result.errors.password : undefined}
      required
    />
  );
}

/** The recovery codes, shown this once: each lets one sign-in through without the app. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('account-settings');
  return (
    <div className="space-y-4">
      <FormMessage tone="success">{t('secondFactor.codesIntro')}</FormMessage>
      <ul className="grid grid-cols-2 gap-2 font-mono text-lg" aria-label={t('secondFactor.codesLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <LocalLink to="/account/setting" className={linkClass}>
        {t('secondFactor.back')}
      </LocalLink>
    </div>
  );
}

/** `/account/second-factor`: set up, confirm with a first code, new recovery codes, turn off. */
export function SecondFactorPage({ state, required, recoveryCodes, result }: Props) {
  const { t } = useTranslation('account-settings');
  const pending = result?.pending;
  let body: ReactNode;
  const codes = result?.recoveryCodes ?? recoveryCodes;
  if (codes) body = <RecoveryCodes codes={codes} />;
  else if (pending)
    body = (
      <Step intent="confirm" result={result}>
        <p className="text-slate-700">{t('secondFactor.scan')}</p>
        <img src={pending.qr} alt={t('secondFactor.qrAlt')} width={220} height={220} className="rounded-lg border" />
        <p className="text-slate-700">
          {t('secondFactor.secretText')} <code className="break-all font-mono font-semibold">{pending.secret}</code>
        </p>
        <input type="hidden" name="uri" value={pending.uri} />
        <TextField
          name="code"
          label={t('fields.code')}
          hint={t('secondFactor.codeHint')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={10}
          error={result?.intent === 'confirm' ? result.errors.code : undefined}
          required
        />
        <SubmitButton pendingLabel={t('pending')}>{t('secondFactor.confirm')}</SubmitButton>
      </Step>
    );
  else if (state.on)
    body = (
      <>
        <p className="text-slate-700">{t('secondFactor.on')}</p>
        <h2 className="text-xl font-semibold text-slate-900">{t('secondFactor.codesHeading')}</h2>
        <Step intent="codes" result={result}>
          <p className="text-slate-700">{t('secondFactor.codesText')}</p>
          <Password id="codes-password" result={result} intent="codes" />
          <SubmitButton pendingLabel={t('pending')}>{t('secondFactor.newCodes')}</SubmitButton>
        </Step>
        <h2 className="text-xl font-semibold text-slate-900">{t('secondFactor.offHeading')}</h2>
        <Step intent="off" result={result}>
          <p className="text-slate-700">{t('secondFactor.offText')}</p>
          <Password id="off-password" result={result} intent="off" />
          <SubmitButton pendingLabel={t('pending')}>{t('secondFactor.turnOff')}</SubmitButton>
        </Step>
      </>
    );
  else
    body = (
      <Step intent="start" result={result}>
        {required && <FormMessage>{t('secondFactor.required')}</FormMessage>}
        <p className="text-slate-700">{t('secondFactor.off')}</p>
        <Password id="start-password" result={result} intent="start" />
        <SubmitButton pendingLabel={t('pending')}>{t('secondFactor.start')}</SubmitButton>
      </Step>
    );
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('secondFactor.heading')}</h1>
      <p className="text-slate-700">{t('secondFactor.intro')}</p>
      <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{body}</section>
    </div>
  );
}

/** The settings page's part: whether it is on, and the way to its page. */
export function SecondFactorStatus({ on }: { on: boolean }) {
  const { t } = useTranslation('account-settings');
  return (
    <>
      <p className="text-slate-700">{t(on ? 'secondFactor.on' : 'secondFactor.off')}</p>
      <LocalLink to="/account/second-factor" className={linkClass}>
        {t(on ? 'secondFactor.manage' : 'secondFactor.setUp')}
      </LocalLink>
    </>
  );
}

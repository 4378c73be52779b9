import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useRevalidator } from 'react-router';
import { FormMessage, TextField } from '#app/components/ui/form-fields.tsx';
import { PasswordField } from '#app/components/ui/password-field.tsx';
import { useLocale } from '#app/lib/locale.tsx';
import { addPasskey, type Refusal } from '#app/lib/passkey-calls.ts';
import { accountLimits } from '#domain/schemas/account.ts';
import { passkeyLimits } from '#domain/schemas/passkey.ts';
import { SettingsSection } from './settings-section.tsx';

export type PasskeyRow = { id: string; name: string; backedUp: boolean; createdAt: string; lastUsedAt: string | null };

const outlineButton =
  'inline-flex min-h-11 items-center rounded-full border px-5 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * The account's passkeys (ADR 0087): renamed and removed by forms that work without JavaScript;
 * added in the browser, which alone can create one, so that form appears only where it can.
 */
export function PasskeysSection({
  passkeys,
  result,
}: {
  passkeys: PasskeyRow[];
  result: { intent: string; errors: Record<string, string>; formError?: string } | undefined;
}) {
  const { t } = useTranslation('account-passkeys');
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  return (
    <SettingsSection id="passkeys" title={t('settings.heading')}>
      <p className="text-slate-700">{t('settings.intro')}</p>
      {result?.formError && <FormMessage>{result.formError}</FormMessage>}
      {passkeys.length === 0 ? (
        <p className="text-slate-700">{t('settings.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {passkeys.map((row) => (
            <li key={row.id} className="space-y-3 py-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span>
                  <span className="font-semibold text-slate-900">{row.name}</span>
                  <span className="block text-sm text-slate-600">
                    {t('settings.added', { date: date.format(new Date(row.createdAt)) })},{' '}
                    {row.lastUsedAt
                      ? t('settings.lastUsed', { date: date.format(new Date(row.lastUsedAt)) })
                      : t('settings.neverUsed')}
                    {row.backedUp && `, ${t('settings.synced')}`}
                  </span>
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="removePasskey" />
                  <input type="hidden" name="id" value={row.id} />
                  <button
                    type="submit"
                    aria-label={t('settings.removeLabel', { name: row.name })}
                    className={`${outlineButton} border-red-700 text-red-800 hover:bg-red-50`}
                  >
                    {t('settings.remove')}
                  </button>
                </Form>
              </div>
              <RenameForm row={row} error={result?.intent === 'renamePasskey' ? result.errors.name : undefined} />
            </li>
          ))}
        </ul>
      )}
      <AddPasskey />
    </SettingsSection>
  );
}

function RenameForm({ row, error }: { row: PasskeyRow; error: string | undefined }) {
  const { t } = useTranslation('account-passkeys');
  return (
    <details open={Boolean(error)}>
      <summary className="cursor-pointer text-sm font-semibold text-teal-800">{t('settings.rename')}</summary>
      <Form method="post" noValidate className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="renamePasskey" />
        <input type="hidden" name="id" value={row.id} />
        <TextField
          name="name"
          id={`passkey-name-${row.id}`}
          label={t('settings.renameLabel', { name: row.name })}
          defaultValue={row.name}
          maxLength={passkeyLimits.nameMax}
          required
          error={error}
        />
        <button type="submit" className={`${outlineButton} border-teal-700 text-teal-800 hover:bg-teal-50`}>
          {t('settings.save')}
        </button>
      </Form>
    </details>
  );
}

type Adding = { state: 'idle' | 'busy' } | { state: 'done'; name: string } | { state: 'refused'; refusal: Refusal };

function AddPasskey() {
  const { t } = useTranslation('account-passkeys');
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [supported, setSupported] = useState<boolean | null>(null);
  const [adding, setAdding] = useState<Adding>({ state: 'idle' });
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => setSupported(typeof window.PublicKeyCredential === 'function'), []);
  if (supported === null) return null;
  if (!supported) return <p className="text-slate-700">{t('settings.unsupported')}</p>;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const name = String(fields.get('name') ?? '').trim();
    setAdding({ state: 'busy' });
    const outcome = await addPasskey({ name, password: String(fields.get('password') ?? '') }, locale);
    if (outcome.ok) {
      form.current?.reset();
      setAdding({ state: 'done', name });
      revalidator.revalidate();
      return;
    }
    const refusal = outcome.refusal === 'cancelled' ? { message: t('errors.cancelled'), fields: {} } : outcome.refusal;
    setAdding({ state: 'refused', refusal });
  }

  const refusal = adding.state === 'refused' ? adding.refusal : null;
  const named = new Set(['name', 'password']);
  const general = refusal && !Object.keys(refusal.fields).some((field) => named.has(field)) ? refusal.message : null;
  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{t('settings.addHeading')}</h3>
      {adding.state === 'done' && (
        <FormMessage tone="success">{t('settings.addedNotice', { name: adding.name })}</FormMessage>
      )}
      {general && <FormMessage>{general}</FormMessage>}
      <TextField
        name="name"
        id="new-passkey-name"
        label={t('settings.name')}
        hint={t('settings.nameHint')}
        maxLength={passkeyLimits.nameMax}
        required
        error={refusal?.fields.name}
      />
      <PasswordField
        name="password"
        id="new-passkey-password"
        label={t('settings.password')}
        showLabel={t('account-register:register.showPassword')}
        autoComplete="current-password"
        maxLength={accountLimits.passwordMax}
        required
        error={refusal?.fields.password}
      />
      <button
        type="submit"
        disabled={adding.state === 'busy'}
        className="inline-flex w-full items-center justify-center rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800 disabled:opacity-70"
      >
        {adding.state === 'busy' ? t('settings.adding') : t('settings.add')}
      </button>
    </form>
  );
}

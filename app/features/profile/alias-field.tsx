import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#app/components/ui/form-fields.tsx';
import { callApi } from '#app/lib/api-client.ts';
import { profileLimits } from '#domain/schemas/profile.ts';

type Status = 'idle' | 'checking' | 'available' | 'format' | 'reserved' | 'taken';

/** How long typing must pause before the alias is checked, so each keystroke is not a request. */
const CHECK_DELAY_MS = 400;

/** The alias of the vanity link, checked live as it is typed; the server checks again on saving. */
export function AliasField({
  defaultValue,
  saved,
  error,
  publicUrl,
}: {
  defaultValue: string;
  saved: string;
  error?: string | undefined;
  publicUrl: string;
}) {
  const { t } = useTranslation('account-profile');
  const [alias, setAlias] = useState(defaultValue);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    const value = alias.trim();
    if (value === '' || value === saved) {
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setStatus('checking');
      try {
        const answer = await callApi(
          'GET /user/user-alias/check',
          { query: { alias: value } },
          { signal: controller.signal },
        );
        setStatus(answer.available ? 'available' : (answer.reason ?? 'taken'));
      } catch {
        if (!controller.signal.aborted) setStatus('idle');
      }
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [alias, saved]);

  const live = status === 'idle' ? '' : t(`alias.${status}`);
  return (
    <div>
      <TextField
        name="alias"
        label={t('fields.alias')}
        hint={t('alias.hint', {
          min: profileLimits.aliasMin,
          max: profileLimits.aliasMax,
          url: `${publicUrl}/${alias.trim() || '…'}`,
        })}
        error={error}
        value={alias}
        onChange={(event) => setAlias(event.target.value)}
        maxLength={profileLimits.aliasMax}
        autoComplete="off"
        spellCheck={false}
      />
      <p
        role="status"
        className={`mt-1.5 min-h-5 text-sm ${status === 'available' ? 'text-teal-800' : 'text-red-700'}`}
      >
        {live}
      </p>
    </div>
  );
}

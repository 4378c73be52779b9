import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormMessage } from '#app/components/ui/form-fields.tsx';
import { useLocale } from '#app/lib/locale.tsx';
import { SettingsSection } from './settings-section.tsx';

export type LinkedProviders = {
  offered: boolean;
  linked: { id: string; name: string; linkedAt: string }[];
};

/**
 * The identity providers linked to the account (ADR 0085), each removable while another way to
 * sign in remains; the server refuses the last one and says why here.
 */
export function LinkedProvidersSection({
  providers,
  error,
}: {
  providers: LinkedProviders;
  error: string | undefined;
}) {
  const { t } = useTranslation('account-providers');
  const locale = useLocale();
  if (!providers.offered && providers.linked.length === 0) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  return (
    <SettingsSection id="providers" title={t('settings.heading')}>
      <p className="text-slate-700">{t('settings.intro')}</p>
      {error && <FormMessage>{error}</FormMessage>}
      {providers.linked.length === 0 ? (
        <p className="text-slate-700">{t('settings.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {providers.linked.map((provider) => (
            <li key={provider.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="font-semibold text-slate-900">{provider.name}</span>
                <span className="block text-sm text-slate-600">
                  {t('settings.linkedSince', { date: date.format(new Date(provider.linkedAt)) })}
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="unlinkProvider" />
                <input type="hidden" name="provider" value={provider.id} />
                <button
                  type="submit"
                  className="inline-flex min-h-11 items-center rounded-full border border-red-700 px-5 py-2 font-semibold text-red-800 hover:bg-red-50"
                >
                  {t('settings.remove', { name: provider.name })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocalePath } from '#app/lib/locale.tsx';

export type ProviderButton = { id: string; name: string };

const button =
  'inline-flex min-h-11 w-full items-center justify-center rounded-full border border-slate-400 bg-white px-6 py-3 font-semibold text-slate-900 transition-colors hover:bg-slate-50';

/**
 * One button per identity provider (ADR 0085). A plain form posting to the sign-in page's action,
 * with no script: the answer sends the browser on to the provider, also on the register page.
 */
export function ProviderButtons({ providers, relay = '' }: { providers: readonly ProviderButton[]; relay?: string }) {
  const { t } = useTranslation('account-providers');
  const localePath = useLocalePath();
  if (providers.length === 0) return null;
  return (
    <div className="mt-8">
      <p className="mb-4 flex items-center gap-3 text-sm text-slate-600 before:h-px before:flex-1 before:bg-slate-300 after:h-px after:flex-1 after:bg-slate-300">
        {t('buttons.or')}
      </p>
      <form method="post" action={localePath('/signin')} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="provider" />
        <input type="hidden" name="relay" value={relay} />
        {providers.map((provider) => (
          <button key={provider.id} type="submit" name="provider" value={provider.id} className={button}>
            {t('buttons.continueWith', { name: provider.name })}
          </button>
        ))}
      </form>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { LocalLink } from '#app/lib/locale.tsx';

/** The last resort: it uses nothing that could itself fail, only a translated sentence and a link. */
export function ErrorPageFailed() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('errors.errorPageFailed')}</h1>
      <p className="mt-6">
        <LocalLink to="/" className="font-semibold text-teal-800 underline">
          {t('errors.goHome')}
        </LocalLink>
      </p>
    </main>
  );
}

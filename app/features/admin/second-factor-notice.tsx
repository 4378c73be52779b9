import { useTranslation } from 'react-i18next';
import { LocalLink, useLocale } from '#app/lib/locale.tsx';

/** REQUIRE_SECOND_FACTOR's grace: what to do, and by when, before the admin area asks for it. */
export function SecondFactorNotice({ dueAt }: { dueAt: string }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(dueAt));
  return (
    <div role="status" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p>{t('secondFactor.notice', { date })}</p>
      <LocalLink to="/account/second-factor" className="mt-2 inline-block font-semibold underline underline-offset-2">
        {t('secondFactor.setUp')}
      </LocalLink>
    </div>
  );
}

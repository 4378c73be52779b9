import { Trans, useTranslation } from 'react-i18next';
import { LocalLink } from '#app/lib/locale.tsx';

/** The 404 and 500 pages of spec section 2; any status other than 404 reads as a server error. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center"
      aria-labelledby="error-title"
    >
      <p className="text-sm font-semibold tracking-widest text-teal-800 uppercase">
        {t('errors.statusCode', { status })}
      </p>
      <h1 id="error-title" className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        {notFound ? t('errors.notFoundTitle') : t('errors.serverErrorTitle')}
      </h1>
      {notFound && <p className="mt-4 text-lg font-medium text-slate-700">{t('errors.notFoundMessage')}</p>}
      <p className="mt-4 text-base text-slate-700">
        {notFound ? t('errors.notFoundText') : t('errors.serverErrorText')}
      </p>
      <p className="mt-2 text-base text-slate-700">
        <Trans
          i18nKey="errors.contactText"
          components={{ 1: <LocalLink to="/contact" className="font-medium text-teal-800 underline" /> }}
        />
      </p>
      <LocalLink
        to="/"
        className="mt-8 inline-flex items-center rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        {t('errors.backHome')}
      </LocalLink>
    </section>
  );
}

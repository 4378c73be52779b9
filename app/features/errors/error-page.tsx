import { Trans, useTranslation } from 'react-i18next';
import { LocalLink } from '#app/lib/locale.tsx';

const texts = {
  notFound: { title: 'errors.notFoundTitle', text: 'errors.notFoundText' },
  server: { title: 'errors.serverErrorTitle', text: 'errors.serverErrorText' },
  request: { title: 'errors.badRequestTitle', text: 'errors.badRequestText' },
  network: { title: 'errors.networkTitle', text: 'alerts.network' },
} as const;

/**
 * The 404 and 500 pages of spec section 2; another 4xx (an unreadable or too large form) says the
 * request was not understood, 5xx a server error, unless the page could not be reached (`network`).
 */
export function ErrorPage({ status, network = false }: { status: number; network?: boolean }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const kind = texts[network ? 'network' : notFound ? 'notFound' : status < 500 ? 'request' : 'server'];
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center"
      aria-labelledby="error-title"
    >
      {!network && (
        <p className="text-sm font-semibold tracking-widest text-teal-800 uppercase">
          {t('errors.statusCode', { status })}
        </p>
      )}
      <h1 id="error-title" className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        {t(kind.title)}
      </h1>
      {notFound && <p className="mt-4 text-lg font-medium text-slate-700">{t('errors.notFoundMessage')}</p>}
      <p className="mt-4 text-base text-slate-700">{t(kind.text)}</p>
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

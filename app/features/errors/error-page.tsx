import { Trans, useTranslation } from 'react-i18next';
import { LocalLink } from '#app/lib/locale.tsx';

const texts = {
  notFound: { title: 'errors.notFoundTitle', text: 'errors.notFoundText' },
  server: { title: 'errors.serverErrorTitle', text: 'errors.serverErrorText' },
  request: { title: 'errors.badRequestTitle', text: 'errors.badRequestText' },
  method: { title: 'errors.methodNotAllowedTitle', text: 'errors.methodNotAllowedText' },
  network: { title: 'errors.networkTitle', text: 'alerts.network' },
  unavailable: { title: 'errors.unavailableTitle', text: 'errors.unavailableText' },
  storageFull: { title: 'errors.storageFullTitle', text: 'errors.storageFullText' },
} as const;

/** Answers the server gives while it cannot serve at all (server/faults.ts): the request was fine. */
const faults: Partial<Record<number, keyof typeof texts>> = { 503: 'unavailable', 507: 'storageFull' };

/** What an error page with this status says, unless the page could not be reached (`network`). */
export function errorTexts(status: number, network = false) {
  if (network) return texts.network;
  if (status === 404) return texts.notFound;
  if (status === 405) return texts.method;
  return texts[faults[status] ?? (status < 500 ? 'request' : 'server')];
}

/**
 * The 404 and 500 pages of spec section 2; a 405 says the page does not take what was sent (a
 * form posted to a page without one); another 4xx (an unreadable or too large form) says the
 * request was not understood, 5xx a server error, unless the page could not be reached (`network`)
 * or the server cannot serve for now (503: its database is away; 507: its disk is full).
 */
export function ErrorPage({ status, network = false }: { status: number; network?: boolean }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const kind = errorTexts(status, network);
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

import { Outlet } from 'react-router';
import { CookieConsent } from '#app/features/cookie-consent/cookie-consent.tsx';
import { ErrorPage, errorTexts } from '#app/features/errors/error-page.tsx';
import { errorStatus, isNetworkError } from '#app/features/errors/error-status.ts';
import { SiteChrome } from '#app/features/layout/site-chrome.tsx';
import { localeFromPath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import type { Route } from './+types/site-layout';

export default function SiteLayout() {
  return (
    <SiteChrome consent={<CookieConsent />}>
      <Outlet />
    </SiteChrome>
  );
}

/** Errors below the layout keep the header and footer; see root.tsx for when this fails too. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome consent={<CookieConsent />}>
      <ErrorPage status={errorStatus(error)} network={isNetworkError(error)} />
    </SiteChrome>
  );
}

export const meta: Route.MetaFunction = ({ error, location, matches }) => {
  if (!error) return matches.find((match) => match?.id === 'root')?.meta ?? [];
  const t = getT(localeFromPath(location.pathname));
  return [
    {
      title: t('meta.titleTemplate', {
        page: t(errorTexts(errorStatus(error), isNetworkError(error)).title),
      }),
    },
  ];
};

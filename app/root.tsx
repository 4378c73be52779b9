import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { APPLE_TOUCH_ICON, manifestPath, THEME_COLOR } from '#domain/app-manifest.ts';
import { type Locale, localeFromPath, locales, localizePath, stripLocale } from '#domain/locale.ts';
import { getI18n, getT } from '#locales/i18n.ts';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { AlertProvider } from './components/ui/alerts.tsx';
import { ErrorPage } from './features/errors/error-page.tsx';
import { ErrorPageFailed } from './features/errors/error-page-failed.tsx';
import { errorStatus } from './features/errors/error-status.ts';
import { InlineStyles } from './lib/inline-styles.tsx';
import { useNonce } from './lib/nonce.tsx';
import { pageString, usePageLanguages } from './lib/page-languages.ts';
import { ServedWithoutReactContext } from './lib/served-without-react.ts';
import { useHydrated } from './lib/use-hydrated.ts';
import { rootLoader } from './root.server.ts';

/**
 * In production the stylesheet (about 7 KB compressed) is inlined: a separate request would block
 * the first paint on slow mobile connections. Development keeps the file for hot reloading.
 */
export const links: Route.LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: stylesheet }] : []),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const loader = (args: Route.LoaderArgs) => rootLoader(args);

/**
 * The root's data changes only through form submissions (sign-in and sign-out later). Skipping it
 * on plain navigations saves work and keeps a failed page-data request at the page's own level,
 * where the layout's error boundary keeps the header, footer and alerts.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

function AlternateLinks({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  const { current, canonical, declared, paths } = usePageLanguages();
  const href = (locale: Locale) => `${origin}${localizePath(paths[locale] ?? stripLocale(pathname), locale)}`;
  const named = locales.filter((locale) => paths[locale] !== undefined);
  const fallback = paths.en === undefined ? current : 'en';
  return (
    <>
      <link rel="canonical" href={canonical || declared ? href(current) : `${origin}${pathname}${search}`} />
      {named.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={href(locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href(fallback)} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  const origin = data?.publicEnv.publicUrl ?? '';
  const matches = useMatches();
  // Once React runs it stays: a client-side navigation to such a page renders it with React.
  const staticScript = useHydrated() ? undefined : pageString(matches, 'staticScript');
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* The page's language installs its own manifest: its words and start page (ADR 0075). */}
        <link rel="manifest" href={manifestPath(locale)} />
        <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />
        <Meta />
        <AlternateLinks origin={origin} />
        <Links />
        {!import.meta.env.DEV && <InlineStyles nonce={nonce} />}
      </head>
      <body className="min-h-dvh bg-white text-slate-900 antialiased">
        <I18nextProvider i18n={getI18n(locale)}>
          <ServedWithoutReactContext value={Boolean(staticScript)}>
            <AlertProvider>{children}</AlertProvider>
          </ServedWithoutReactContext>
        </I18nextProvider>
        {staticScript ? (
          <script type="module" src={staticScript} nonce={nonce} />
        ) : (
          <>
            {/* Zod probes `new Function` to compile parsers as the route modules build their schemas, before
                entry.client runs; the CSP forbids eval, and Chrome reports every probe as an issue. */}
            <script
              nonce={nonce}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no user input
              dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }}
            />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

// Zod reads its configuration from this global when its first module loads.
const ZOD_WITHOUT_EVAL = 'globalThis.__zod_globalConfig={jitless:true}';

export default function App() {
  return <Outlet />;
}

/**
 * Reached when the site's own error page failed to render, or when the root's loader failed: it
 * asks the database who reads, so a database away (503) is told here, without the site's chrome.
 * So is a method React Router does not know (OPTIONS...): it answers that 405 at the root.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = errorStatus(error);
  if (status !== 503 && status !== 405) return <ErrorPageFailed />;
  return (
    <main>
      <ErrorPage status={status} />
    </main>
  );
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = getT(localeFromPath(location.pathname));
  return [{ title: t('meta.defaultTitle') }, { name: 'description', content: t('meta.defaultDescription') }];
};

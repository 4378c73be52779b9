import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '#app/components/ui/progress-bar.tsx';
import { FixedNavBar } from './fixed-nav-bar.tsx';
import { NavBar } from './nav-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { useFlashAlert } from './use-flash-alert.ts';

/**
 * Header, fixed navigation, footer and feedback around every page, also around error pages.
 * The alerts themselves live in the root layout so they survive a switch to the error boundary.
 * `consent` is the cookie banner and its settings, which the route composes in.
 */
export function SiteChrome({ children, consent }: { children: ReactNode; consent?: ReactNode }) {
  const { t } = useTranslation();
  useFlashAlert();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-teal-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-70"
      >
        {t('nav.skipToContent')}
      </a>
      {/* Early in the reading order, so the cookie banner is met soon; fixed on screen, so it moves nothing. */}
      {consent}
      <header className="border-b border-slate-200 bg-white print:hidden">
        {/* Inside the banner landmark, so that nothing on a page sits outside a landmark while it loads. */}
        <ProgressBar />
        <NavBar label={t('nav.main')} />
      </header>
      <FixedNavBar />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

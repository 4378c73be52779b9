import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { enhance } from '#app/lib/enhance.ts';
import { useServedWithoutReact } from '#app/lib/served-without-react.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { bindFixedNav, pathHasFixedNav } from './fixed-nav.ts';
import { NavBar } from './nav-bar.tsx';

/** The copy of the top bar that slides in when the reader scrolls back up (see bindFixedNav). */
export function FixedNavBar() {
  const { t } = useTranslation();
  const enabled = pathHasFixedNav(useLocation().pathname);
  const ref = useCallback((element: HTMLDivElement | null) => (element ? bindFixedNav(element) : undefined), []);
  // Hidden until the reader scrolls, so a page React renders adds it only once it runs; a page
  // served without React has no later moment and carries it from the start.
  const hydrated = useHydrated();
  const withoutReact = useServedWithoutReact();
  const filled = hydrated || withoutReact;
  if (!enabled) return null;
  return (
    <div
      ref={ref}
      {...enhance('fixed-nav')}
      data-testid="fixed-nav"
      data-visible="false"
      aria-hidden="true"
      inert
      className="invisible fixed inset-x-0 top-0 z-40 -translate-y-full print:hidden border-b border-slate-200 bg-white/95 shadow-md backdrop-blur transition-[translate,visibility] duration-200 data-[visible=true]:visible data-[visible=true]:translate-y-0 motion-reduce:transition-none"
    >
      {filled && <NavBar label={t('nav.fixed')} />}
    </div>
  );
}

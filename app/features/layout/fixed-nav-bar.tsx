import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { pathHasFixedNav } from './fixed-nav.ts';
import { NavBar } from './nav-bar.tsx';
import { useFixedNavVisible } from './use-fixed-nav.ts';

/** The copy of the top bar that slides in when the reader scrolls back up. */
export function FixedNavBar() {
  const { t } = useTranslation();
  const enabled = pathHasFixedNav(useLocation().pathname);
  const visible = useFixedNavVisible(enabled);
  // Hidden until the reader scrolls, so the server need not render a second navigation.
  const hydrated = useHydrated();
  if (!enabled) return null;
  return (
    <div
      data-testid="fixed-nav"
      data-visible={visible}
      aria-hidden={!visible}
      inert={!visible}
      className={`fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 shadow-md backdrop-blur transition-[translate,visibility] duration-200 motion-reduce:transition-none ${visible ? 'visible translate-y-0' : 'invisible -translate-y-full'}`}
    >
      {hydrated && <NavBar label={t('nav.fixed')} />}
    </div>
  );
}

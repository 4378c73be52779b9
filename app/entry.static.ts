import { bindCaptcha } from './components/captcha/bind-captcha.ts';
import { bindNewsletterDialog, bindNewsletterOpener } from './components/newsletter/newsletter-dialog.ts';
import { lazyRouteMap } from './components/route-map/lazy-route-map.ts';
import { bindShare } from './components/share/bind-share.ts';
import { bindDialogOpener } from './components/ui/dialog-opener.ts';
import { bindDisclosure } from './components/ui/disclosure.ts';
import { bindTabs } from './components/ui/tabs.ts';
import { bindCookieConsent } from './features/cookie-consent/consent.ts';
import { bindCarousel } from './features/home/carousel.ts';
import { bindFixedNav } from './features/layout/fixed-nav.ts';
import { bindLocaleChoice } from './features/layout/remember-locale.ts';
import { bindKeepTrip } from './features/offline/keep-trip.ts';
import { bindStaticSearch } from './features/search/static-search.ts';
import { bindViewCount } from './features/trip/count-view.ts';
import type { Behaviour } from './lib/enhance.ts';

/**
 * The only script of pages served without React (ADR 0018): it gives the server's HTML the
 * behaviour that the components attach themselves when React runs.
 */
const behaviours: Record<Behaviour, (element: HTMLElement) => unknown> = {
  disclosure: bindDisclosure,
  tabs: bindTabs,
  'route-map': lazyRouteMap,
  'locale-choice': (element) => bindLocaleChoice(element as HTMLAnchorElement),
  'count-view': bindViewCount,
  'fixed-nav': bindFixedNav,
  carousel: bindCarousel,
  'cookie-consent': bindCookieConsent,
  'dialog-opener': bindDialogOpener,
  captcha: bindCaptcha,
  'newsletter-open': bindNewsletterOpener,
  'newsletter-dialog': bindNewsletterDialog,
  'live-search': (element) => bindStaticSearch(element as HTMLFormElement),
  // Only the search page has a map of its trips: other pages do not carry its code.
  'search-map': (element) =>
    import('./features/search/lazy-search-map.ts').then(({ lazySearchMap }) => lazySearchMap(element)),
  share: bindShare,
  'keep-trip': bindKeepTrip,
  // Only the offline page lists kept trips: other pages do not carry its code.
  'kept-trips': (element) =>
    import('./features/offline/kept-trips.ts').then(({ bindKeptTrips }) => bindKeptTrips(element)),
};

for (const element of document.querySelectorAll<HTMLElement>('[data-enhance]')) {
  behaviours[element.dataset.enhance as Behaviour]?.(element);
}

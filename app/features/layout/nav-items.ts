import { dialogIds } from '#app/lib/dialog-ids.ts';

/**
 * A link of the navigation: an unprefixed site path and its `common` translation key. `later`
 * marks a link to a page (or feature) of a later issue: it stays out of every menu until that
 * page exists, and showing it again means deleting the flag here. `dialog` names a dialog the
 * link opens once scripts run; without them it leads to `to`, which says the same.
 */
type NavItem = { readonly to: string; readonly key: string; readonly later?: true; readonly dialog?: string };

/** The links whose page exists. */
const built = <T extends NavItem>(links: readonly T[]): T[] => links.filter((link) => !link.later);

const home = { to: '/', key: 'nav.home' } as const;
const explore = { to: '/search', key: 'nav.explore' } as const;
const about = { to: '/about', key: 'nav.about' } as const;
const magazine = { to: '/magazine', key: 'nav.magazine' } as const;

/** Links of the top bar. */
export const mainLinks = built([home, explore, about, magazine]);

/** The signed-in user's menu; the footer's Account column repeats it without Sign Out. */
export const accountLinks = built([
  { to: '/trips/create', key: 'nav.newTrip' },
  { to: '/account/my-trips', key: 'nav.myTrips' },
  { to: '/account/saved-trips', key: 'nav.savedTrips' },
  { to: '/account/profile', key: 'nav.profile' },
  { to: '/account/setting', key: 'nav.settings' },
] as const);

export const signOutLink = { to: '/signing-out', key: 'nav.signOut' } as const;

/** The footer's Site column. */
export const footerSiteLinks = built([home, explore, about, { to: '/faq', key: 'footer.faq' }, magazine] as const);

/** The footer's contact links, before the donation link. */
export const footerContactLinks = built([
  { to: '/contact', key: 'footer.contact' },
  { to: '/contact?topic=advertising', key: 'footer.advertising' },
] as const);

/** The footer's legal links, after the donation link. */
export const footerLegalLinks = built([
  { to: '/terms-of-use', key: 'footer.terms' },
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/privacy-policy#cookies', key: 'footer.cookieSettings', dialog: dialogIds.cookieSettings },
  { to: '/imprint', key: 'footer.imprint' },
] as const);

import type { Locale } from '#domain/locale.ts';
import accountDe from './de/account.json' with { type: 'json' };
import accountPasskeysDe from './de/account-passkeys.json' with { type: 'json' };
import accountProfileDe from './de/account-profile.json' with { type: 'json' };
import accountProvidersDe from './de/account-providers.json' with { type: 'json' };
import accountRegisterDe from './de/account-register.json' with { type: 'json' };
import accountSettingsDe from './de/account-settings.json' with { type: 'json' };
import accountSigninDe from './de/account-signin.json' with { type: 'json' };
import adminDe from './de/admin.json' with { type: 'json' };
import commonDe from './de/common.json' with { type: 'json' };
import consentDe from './de/consent.json' with { type: 'json' };
import contactDe from './de/contact.json' with { type: 'json' };
import magazineDe from './de/magazine.json' with { type: 'json' };
import newsletterDe from './de/newsletter.json' with { type: 'json' };
import offlineDe from './de/offline.json' with { type: 'json' };
import tripCostsDe from './de/trip-costs.json' with { type: 'json' };
import tripPageDe from './de/trip-page.json' with { type: 'json' };
import tripRouteDe from './de/trip-route.json' with { type: 'json' };
import tripsDe from './de/trips.json' with { type: 'json' };
import validationDe from './de/validation.json' with { type: 'json' };
import accountEn from './en/account.json' with { type: 'json' };
import accountPasskeysEn from './en/account-passkeys.json' with { type: 'json' };
import accountProfileEn from './en/account-profile.json' with { type: 'json' };
import accountProvidersEn from './en/account-providers.json' with { type: 'json' };
import accountRegisterEn from './en/account-register.json' with { type: 'json' };
import accountSettingsEn from './en/account-settings.json' with { type: 'json' };
import accountSigninEn from './en/account-signin.json' with { type: 'json' };
import adminEn from './en/admin.json' with { type: 'json' };
import commonEn from './en/common.json' with { type: 'json' };
import consentEn from './en/consent.json' with { type: 'json' };
import contactEn from './en/contact.json' with { type: 'json' };
import magazineEn from './en/magazine.json' with { type: 'json' };
import newsletterEn from './en/newsletter.json' with { type: 'json' };
import offlineEn from './en/offline.json' with { type: 'json' };
import tripCostsEn from './en/trip-costs.json' with { type: 'json' };
import tripPageEn from './en/trip-page.json' with { type: 'json' };
import tripRouteEn from './en/trip-route.json' with { type: 'json' };
import tripsEn from './en/trips.json' with { type: 'json' };
import validationEn from './en/validation.json' with { type: 'json' };

/** The catalogs every page needs, bundled for both languages so SSR never waits for a fetch. */
export const resources = {
  en: {
    common: commonEn,
    validation: validationEn,
    account: accountEn,
    'account-register': accountRegisterEn,
    'account-signin': accountSigninEn,
    'account-profile': accountProfileEn,
    'account-providers': accountProvidersEn,
    'account-passkeys': accountPasskeysEn,
    'account-settings': accountSettingsEn,
    trips: tripsEn,
    'trip-page': tripPageEn,
    'trip-costs': tripCostsEn,
    'trip-route': tripRouteEn,
    admin: adminEn,
    magazine: magazineEn,
    newsletter: newsletterEn,
    offline: offlineEn,
    consent: consentEn,
    contact: contactEn,
  },
  de: {
    common: commonDe,
    validation: validationDe,
    account: accountDe,
    'account-register': accountRegisterDe,
    'account-signin': accountSigninDe,
    'account-profile': accountProfileDe,
    'account-providers': accountProvidersDe,
    'account-passkeys': accountPasskeysDe,
    'account-settings': accountSettingsDe,
    trips: tripsDe,
    'trip-page': tripPageDe,
    'trip-costs': tripCostsDe,
    'trip-route': tripRouteDe,
    admin: adminDe,
    magazine: magazineDe,
    newsletter: newsletterDe,
    offline: offlineDe,
    consent: consentDe,
    contact: contactDe,
  },
} satisfies Record<Locale, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)['en'];

import type { Locale } from '#domain/locale.ts';
import wizardDe from './de/trip-wizard.json' with { type: 'json' };
import wizardDaysDe from './de/trip-wizard-days.json' with { type: 'json' };
import wizardPlacesDe from './de/trip-wizard-places.json' with { type: 'json' };
import wizardEn from './en/trip-wizard.json' with { type: 'json' };
import wizardDaysEn from './en/trip-wizard-days.json' with { type: 'json' };
import wizardPlacesEn from './en/trip-wizard-places.json' with { type: 'json' };
import { getI18n } from './i18n.ts';

const catalogs: Record<Locale, Record<string, object>> = {
  en: { 'trip-wizard': wizardEn, 'trip-wizard-days': wizardDaysEn, 'trip-wizard-places': wizardPlacesEn },
  de: { 'trip-wizard': wizardDe, 'trip-wizard-days': wizardDaysDe, 'trip-wizard-places': wizardPlacesDe },
};

/**
 * The wizard's words come with the wizard's modules, so that no other page carries them;
 * importing this module adds them to both languages' instances (once: adding is idempotent).
 */
for (const [locale, namespaces] of Object.entries(catalogs) as [Locale, Record<string, object>][]) {
  for (const [namespace, words] of Object.entries(namespaces)) {
    getI18n(locale).addResourceBundle(locale, namespace, words, true, true);
  }
}

import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import type { Locale } from '#domain/locale.ts';
import { resources } from './index.ts';

const instances = new Map<Locale, I18n>();

/** One fixed-language instance per locale; translation is stateless so requests can share them. */
export function getI18n(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    instance.init({
      lng: locale,
      fallbackLng: 'en',
      supportedLngs: ['en', 'de'],
      resources,
      ns: Object.keys(resources.en),
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}

export function getT(locale: Locale): TFunction {
  return getI18n(locale).t;
}

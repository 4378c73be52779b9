import type { Locale } from '#domain/locale.ts';
import commonDe from './de/common.json' with { type: 'json' };
import validationDe from './de/validation.json' with { type: 'json' };
import commonEn from './en/common.json' with { type: 'json' };
import validationEn from './en/validation.json' with { type: 'json' };

/** The catalogs every page needs, bundled for both languages so SSR never waits for a fetch. */
export const resources = {
  en: { common: commonEn, validation: validationEn },
  de: { common: commonDe, validation: validationDe },
} satisfies Record<Locale, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)['en'];

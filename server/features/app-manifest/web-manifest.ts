import { appIcons, BACKGROUND_COLOR, THEME_COLOR } from '#domain/app-manifest.ts';
import { type Locale, localizePath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';

/** The icons an installing browser chooses from; the Apple one is named by the page's head instead. */
const manifestIcons = Object.entries(appIcons).flatMap(([src, { size, style }]) =>
  style === 'opaque' ? [] : [{ src, sizes: `${size}x${size}`, type: 'image/png', purpose: style }],
);

/**
 * The web app manifest in one language. Both share `id` and `scope`, so the site installs as one
 * app whichever language it was installed from; the words and the start page are the language's.
 */
export function webManifest(locale: Locale) {
  const t = getT(locale);
  return {
    id: '/',
    name: t('manifest.name'),
    short_name: t('manifest.shortName'),
    description: t('manifest.description'),
    lang: locale,
    dir: 'ltr',
    start_url: localizePath('/', locale),
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: manifestIcons,
    categories: ['travel'],
  };
}

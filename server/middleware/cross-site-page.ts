import { localeFromPath, localizePath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';

/**
 * What a browser shows for a page's form that came from another site, in the language of the
 * page's path: a heading, a sentence and the way home, made without React Router, which never
 * sees the write. A form sent by the page's JavaScript (a `.data` request) gets the same response,
 * and React Router's client shows its own error page for the status instead.
 */
export function crossSitePage(path: string): string {
  const locale = localeFromPath(path);
  const t = getT(locale);
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t('errors.crossSiteTitle')}</title></head>
<body><main><h1>${t('errors.crossSiteTitle')}</h1><p>${t('errors.crossSiteText')}</p><p><a href="${localizePath('/', locale)}">${t('errors.backHome')}</a></p></main></body>
</html>
`;
}

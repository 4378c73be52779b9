import { withoutReact } from '#app/lib/static-page.server.ts';
import { localeFromPath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';

/** The same for every reader: what is kept lives in the browser, which fills the list. */
export function offlineLoader({ request }: { request: Request }) {
  const t = getT(localeFromPath(new URL(request.url).pathname));
  return { meta: { title: t('offline:meta.title'), description: t('offline:meta.description') }, ...withoutReact() };
}

import type { RouterContextProvider } from 'react-router';
import { localeFromPath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { requestContext } from '#server/request-context.ts';

export type PageArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** What a loader of a page that lists trips reads first: its address, language, words and database. */
export function pageRequest({ request, context }: PageArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  return { url, locale, t: getT(locale), db: context.get(requestContext).database.db };
}

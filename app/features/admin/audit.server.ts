import type { RouterContextProvider } from 'react-router';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { pageNumber } from '#app/lib/page-number.ts';
import { localeFromPath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { auditPage } from '#server/features/admin/audit.ts';
import { requestContext } from '#server/request-context.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** `/admin/audit?page=N`: every admin action, newest first. */
export async function auditLoader(args: Args) {
  await requireAdmin(args);
  const url = new URL(args.request.url);
  const t = getT(localeFromPath(url.pathname));
  return {
    meta: { title: t('meta.titleTemplate', { page: t('admin:audit.title') }), description: t('admin:audit.intro') },
    log: await auditPage(args.context.get(requestContext).database.db, pageNumber(url)),
  };
}

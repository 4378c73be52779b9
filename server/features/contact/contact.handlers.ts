import type { ApiApp } from '../../api.ts';
import { clientHeaders } from '../../auth/client-ip.ts';
import { CLIENT_IP_HEADER } from '../../auth/limits.ts';
import { apiLocale } from '../../i18n.ts';
import { sendContactRoute } from './contact.contract.ts';
import { sendContactMessage } from './contact.service.ts';

export function registerContact(api: ApiApp) {
  api.openapi(sendContactRoute, async (c) => {
    const deps = { db: c.var.database.db, env: c.var.env, mailer: c.var.mailer };
    await sendContactMessage(deps, c.req.valid('json'), {
      address: clientHeaders(c, c.var.env.TRUST_PROXY).get(CLIENT_IP_HEADER) ?? '',
      locale: apiLocale(c.req.raw),
    });
    return c.json({ ok: true as const }, 200);
  });
}

import { getT } from '#locales/i18n.ts';
import type { ApiApp } from '../../api.ts';
import { clientHeaders } from '../../auth/client-ip.ts';
import { CLIENT_IP_HEADER } from '../../auth/limits.ts';
import { AppError } from '../../errors.ts';
import { apiLocale } from '../../i18n.ts';
import { confirmSubscription, signUpByForm, signUpRefusal, unsubscribeByLink } from '../../newsletter/subscription.ts';
import { confirmRoute, oneClickUnsubscribeRoute, subscribeRoute } from './newsletter.contract.ts';

export function registerNewsletter(api: ApiApp) {
  api.openapi(
    subscribeRoute,
    async (c) => {
      const input = c.req.valid('json');
      const ip = clientHeaders(c, c.var.env.TRUST_PROXY).get(CLIENT_IP_HEADER) ?? 'unknown';
      await signUpByForm({ db: c.var.database.db, env: c.var.env, mailer: c.var.mailer }, input, ip);
      return c.json({ ok: true as const, message: getT(input.locale)('newsletter:success') }, 202);
    },
    // The form's own messages (spec 5) instead of the API's generic ones.
    (result, c) => {
      if (!result.success) throw signUpRefusal(result.error, apiLocale(c.req.raw));
    },
  );

  api.openapi(confirmRoute, async (c) => {
    const locale = apiLocale(c.req.raw);
    const t = getT(locale);
    const state = await confirmSubscription(c.var.database.db, c.var.env.AUTH_SECRET, c.req.valid('json').token);
    if (state !== 'confirmed')
      throw new AppError(
        'NOT_FOUND',
        t(state === 'expired' ? 'newsletter:errors.linkExpired' : 'newsletter:errors.linkInvalid'),
      );
    return c.json({ ok: true as const, message: t('newsletter:confirmation.done') }, 200);
  });

  api.openapi(oneClickUnsubscribeRoute, async (c) => {
    const t = getT(apiLocale(c.req.raw));
    if (!(await unsubscribeByLink(c.var.database.db, c.var.env.AUTH_SECRET, c.req.valid('query').token)))
      throw new AppError('NOT_FOUND', t('newsletter:unsubscribe.invalid'));
    return c.json({ ok: true as const, message: t('newsletter:unsubscribe.done') }, 200);
  });
}

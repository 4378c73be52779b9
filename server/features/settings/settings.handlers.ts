import type { ApiApp } from '../../api.ts';
import { clientHeaders } from '../../auth/client-ip.ts';
import { apiLocale } from '../../i18n.ts';
import { type ApiContext, verifiedCaller } from '../../policies/caller.ts';
import { exportData } from './data-export.ts';
import { linkedProvidersOf, unlinkProvider } from './linked-providers.service.ts';
import {
  changeEmailRoute,
  changePasswordRoute,
  deleteAccountRoute,
  exportRoute,
  getSettingsRoute,
  linkedProvidersRoute,
  unlinkProviderRoute,
  updateSettingsRoute,
} from './settings.contract.ts';
import {
  type Caller,
  changeEmail,
  changePassword,
  deleteAccount,
  preferencesOf,
  type SettingsDeps,
  updatePreferences,
} from './settings.service.ts';

/** The settings services' dependencies, from the API's context. */
export const deps = (c: ApiContext): SettingsDeps => ({
  auth: c.var.auth,
  db: c.var.database.db,
  mailer: c.var.mailer,
  env: c.var.env,
  storage: c.var.storage,
});

/** The signed-in, verified caller of a settings call. */
export const callerOf = async (c: ApiContext): Promise<Caller> => ({
  user: await verifiedCaller(c),
  // The body is read already; the services need only the cookie and the client's address.
  request: new Request(c.req.url, { headers: clientHeaders(c, c.var.env.TRUST_PROXY) }),
  locale: apiLocale(c.req.raw),
});

export function registerSettings(api: ApiApp) {
  api.openapi(getSettingsRoute, async (c) => {
    const user = await verifiedCaller(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await preferencesOf(c.var.database.db, user.id), 200);
  });

  api.openapi(updateSettingsRoute, async (c) => {
    const user = await verifiedCaller(c);
    return c.json(await updatePreferences(c.var.database.db, user.id, c.req.valid('json')), 200);
  });

  api.openapi(changePasswordRoute, async (c) => {
    const caller = await callerOf(c);
    for (const cookie of await changePassword(deps(c), caller, c.req.valid('json')))
      c.header('Set-Cookie', cookie, { append: true });
    return c.json({ ok: true as const }, 200);
  });

  api.openapi(changeEmailRoute, async (c) => {
    const caller = await callerOf(c);
    await changeEmail(deps(c), caller, c.req.valid('json'));
    return c.json({ ok: true as const }, 202);
  });

  api.openapi(exportRoute, async (c) => {
    const user = await verifiedCaller(c);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Disposition', 'attachment; filename="itinera-my-data.json"');
    return c.json(await exportData(c.var.database.db, user.id, c.var.env.PUBLIC_URL), 200);
  });

  api.openapi(linkedProvidersRoute, async (c) => {
    const user = await verifiedCaller(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await linkedProvidersOf(c.var.database.db, user.id, c.var.env.OIDC_PROVIDERS), 200);
  });

  api.openapi(unlinkProviderRoute, async (c) => {
    const user = await verifiedCaller(c);
    const who = { userId: user.id, locale: apiLocale(c.req.raw) };
    await unlinkProvider(c.var.database.db, who, c.req.valid('param').provider, c.var.env.OIDC_PROVIDERS);
    return c.json({ ok: true as const }, 200);
  });

  api.openapi(deleteAccountRoute, async (c) => {
    const caller = await callerOf(c);
    for (const cookie of await deleteAccount(deps(c), caller, c.req.valid('json')))
      c.header('Set-Cookie', cookie, { append: true });
    return c.json({ ok: true as const }, 200);
  });
}

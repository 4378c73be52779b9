import type { ApiApp } from '../../api.ts';
import { apiLocale } from '../../i18n.ts';
import { type ApiContext, verifiedCaller } from '../../policies/caller.ts';
import {
  addPasskeyRoute,
  listPasskeysRoute,
  passkeyOptionsRoute,
  removePasskeyRoute,
  renamePasskeyRoute,
} from './passkeys.contract.ts';
import { addPasskey, passkeyOptions, passkeysOf, removePasskey, renamePasskey } from './passkeys.service.ts';
import { callerOf, deps } from './settings.handlers.ts';

const whoOf = async (c: ApiContext) => ({ userId: (await verifiedCaller(c)).id, locale: apiLocale(c.req.raw) });

export function registerPasskeys(api: ApiApp) {
  api.openapi(listPasskeysRoute, async (c) => {
    const user = await verifiedCaller(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await passkeysOf(c.var.database.db, user.id), 200);
  });

  api.openapi(passkeyOptionsRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await passkeyOptions(deps(c), await callerOf(c), c.req.valid('json')), 200);
  });

  api.openapi(addPasskeyRoute, async (c) => {
    const added = await addPasskey(deps(c), await callerOf(c), c.req.valid('json'));
    return c.json(added, 201);
  });

  api.openapi(renamePasskeyRoute, async (c) => {
    const renamed = await renamePasskey(
      c.var.database.db,
      await whoOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(renamed, 200);
  });

  api.openapi(removePasskeyRoute, async (c) => {
    await removePasskey(c.var.database.db, await whoOf(c), c.req.valid('param').id);
    return c.json({ ok: true as const }, 200);
  });
}

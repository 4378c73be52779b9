import { bodyLimit } from 'hono/body-limit';
import { translateLimits } from '#domain/schemas/translate.ts';
import { getT } from '#locales/i18n.ts';
import type { ApiApp } from '../../api.ts';
import { AppError } from '../../errors.ts';
import { apiLocale } from '../../i18n.ts';
import { verifiedCaller } from '../../policies/caller.ts';
import { translateRoute } from './translate.contract.ts';
import { translateForUser } from './translate.service.ts';

/**
 * The largest body the limits allow: every text at its longest, at up to 3 bytes a character in
 * UTF-8, plus room for the JSON around them. Anything bigger is refused before it is read.
 */
const maxBodyBytes = translateLimits.textsMax * translateLimits.textMax * 3 + 64 * 1024;

export function registerTranslate(api: ApiApp) {
  api.use(
    translateRoute.path,
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => {
        const message = getT(apiLocale(c.req.raw))('trips:translate.tooLarge');
        throw new AppError('PAYLOAD_TOO_LARGE', message, [{ field: 'texts', message }]);
      },
    }),
  );

  api.openapi(translateRoute, async (c) => {
    const user = await verifiedCaller(c);
    const deps = { db: c.var.database.db, env: c.var.env };
    const translation = await translateForUser(deps, user.id, c.req.valid('json'), apiLocale(c.req.raw));
    c.header('Cache-Control', 'no-store');
    return c.json(translation, 200);
  });
}

import { bodyLimit } from 'hono/body-limit';
import { translateLimits } from '#domain/schemas/translate.ts';
import { getT } from '#locales/i18n.ts';
import type { ApiApp } from '../../api.ts';
import { AppError } from '../../errors.ts';
import { apiLocale, fieldLabels } from '../../i18n.ts';
import { type ApiContext, verifiedCaller } from '../../policies/caller.ts';
import { validationFailure } from '../../validate.ts';
import { translateRoute } from './translate.routes.ts';
import { translateForUser } from './translate.service.ts';

/** A refusal names the fields in the caller's words, and only to a caller who may use the call at all. */
async function refuseInput(c: ApiContext, error: Parameters<typeof validationFailure>[0]): Promise<never> {
  await verifiedCaller(c);
  const locale = apiLocale(c.req.raw);
  throw validationFailure(error, locale, fieldLabels(locale, 'trips:translate.fields', ['source', 'target', 'texts']));
}

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

  api.openapi(
    translateRoute,
    async (c) => {
      const user = await verifiedCaller(c);
      const deps = { db: c.var.database.db, env: c.var.env };
      const translation = await translateForUser(deps, user.id, c.req.valid('json'), apiLocale(c.req.raw));
      c.header('Cache-Control', 'no-store');
      return c.json(translation, 200);
    },
    (result, c) => (result.success ? undefined : refuseInput(c, result.error)),
  );
}

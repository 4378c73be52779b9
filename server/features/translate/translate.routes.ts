import { createRoute, z } from '@hono/zod-openapi';
import { translateInputSchema, translateLimits } from '#domain/schemas/translate.ts';
import { ErrorSchema, json, signInResponses } from '../../openapi.ts';

const TranslationSchema = z
  .object({
    machineTranslated: z.boolean().openapi({
      description:
        'false when no translation service is configured: `texts` are then the originals, to translate by hand',
    }),
    texts: z.array(z.string()).openapi({ description: 'One per text sent, in the same order; empty texts stay empty' }),
  })
  .openapi('Translation');

export const translateRoute = createRoute({
  method: 'post',
  path: '/translate',
  tags: ['trip'],
  summary: `Machine-translates up to ${translateLimits.textsMax} texts of a trip between English and German`,
  description:
    `Each text may have at most ${translateLimits.textMax} characters. With TRANSLATE_URL set the texts go ` +
    'to a LibreTranslate-compatible service; calls are limited per user.',
  request: {
    body: { content: { 'application/json': { schema: translateInputSchema } }, required: true },
  },
  responses: {
    200: json(TranslationSchema, 'The translations, or the originals when machine translation is off'),
    400: json(ErrorSchema, 'A field is not valid (source and target must differ); each is named'),
    ...signInResponses,
    413: json(ErrorSchema, 'The request is larger than the limits allow'),
    429: json(ErrorSchema, 'Too many translation calls by this user; try again later'),
    502: json(ErrorSchema, 'The translation service failed or did not answer in time (code TRANSLATION_FAILED)'),
  },
});

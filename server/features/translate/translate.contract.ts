import { createRoute, z } from '@hono/zod-openapi';
import { translateInputSchema, translateLimits } from '#domain/schemas/translate.ts';
import { fieldLabels } from '../../i18n.ts';
import {
  invalidInput,
  json,
  jsonBody,
  named,
  refused,
  signedIn,
  signInResponses,
  throttled,
  tooLarge,
} from '../../openapi.ts';
import { verifiedCaller } from '../../policies/caller.ts';
import { refusing } from '../../validate.ts';

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
  operationId: 'translateTexts',
  tags: ['trip'],
  summary: `Machine-translates up to ${translateLimits.textsMax} texts of a trip between English and German`,
  description:
    `Each text may have at most ${translateLimits.textMax} characters. With TRANSLATE_URL set the texts go ` +
    'to a LibreTranslate-compatible service; calls are limited per user.',
  middleware: [
    refusing({
      labels: (locale) => fieldLabels(locale, 'trips:translate.fields', ['source', 'target', 'texts']),
      guard: verifiedCaller,
    }),
  ],
  ...signedIn,
  request: jsonBody(named(translateInputSchema, 'TranslationRequest')),
  responses: {
    200: json(TranslationSchema, 'The translations, or the originals when machine translation is off'),
    ...invalidInput('A field is not valid (source and target must differ); each is named'),
    ...signInResponses,
    ...tooLarge,
    429: throttled('Too many translation calls by this user; try again later'),
    502: refused('The translation service failed or did not answer in time (code TRANSLATION_FAILED)'),
  },
});

/** Every operation of machine translation, for the API's one list of features (server/api.ts). */
export const translateRoutes = [translateRoute] as const;

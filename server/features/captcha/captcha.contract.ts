import { createRoute, z } from '@hono/zod-openapi';
import { anonymous, json } from '../../openapi.ts';

export const CaptchaChallengeSchema = z
  .object({
    parameters: z
      .object({
        algorithm: z.string(),
        cost: z.number().int(),
        expiresAt: z.number().int().optional(),
        keyLength: z.number().int().optional(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        nonce: z.string(),
        salt: z.string(),
      })
      .passthrough(),
    signature: z.string().optional(),
  })
  .openapi('CaptchaChallenge', {
    description:
      'An ALTCHA proof-of-work challenge (v2). The widget solves it and puts the response, base64, in the form’s ' +
      '`altcha` field; each challenge is accepted once, within ten minutes.',
  });

export const captchaChallengeRoute = createRoute({
  method: 'get',
  path: '/captcha/challenge',
  operationId: 'getCaptchaChallenge',
  tags: ['system'],
  summary: 'A new captcha challenge for the newsletter and contact forms',
  ...anonymous,
  responses: { 200: json(CaptchaChallengeSchema, 'A challenge, never cached') },
});

/** Every operation of the captcha, for the API's one list of features (server/api.ts). */
export const captchaRoutes = [captchaChallengeRoute] as const;

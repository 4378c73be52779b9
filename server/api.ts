import { OpenAPIHono } from '@hono/zod-openapi';
import type { Auth } from './auth/auth.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { errorBody, toErrorResponse } from './errors.ts';
import { registerHealth } from './features/health/health.router.ts';
import { registerPlaces } from './features/places/places.router.ts';
import { registerProfile } from './features/profile/profile.router.ts';
import { registerSettings } from './features/settings/settings.router.ts';
import { registerTranslate } from './features/translate/translate.router.ts';
import { registerTrips } from './features/trips/trip.router.ts';
import { registerTypes } from './features/types/types.router.ts';
import { registerUser } from './features/user/user.router.ts';
import { apiLocale } from './i18n.ts';
import type { Mailer } from './mail/mailer.ts';
import { requestBodyChecks } from './middleware/request-body.ts';
import type { Storage } from './storage/index.ts';
import { validationFailure } from './validate.ts';

export type ApiVariables = { env: Env; database: Database; auth: Auth; mailer: Mailer; storage: Storage };
export type ApiApp = OpenAPIHono<{ Variables: ApiVariables }>;

export type ApiFeature = (api: ApiApp) => void;

/** Every feature's contract-checked routes; a feature adds its `register…` function here. */
export const apiFeatures: ApiFeature[] = [
  registerHealth,
  registerUser,
  registerProfile,
  registerSettings,
  registerTypes,
  registerTrips,
  registerPlaces,
  registerTranslate,
];

/** The REST API under /api. */
export function createApi(features: ApiFeature[] = apiFeatures): ApiApp {
  const api: ApiApp = new OpenAPIHono({
    defaultHook: (result, c) => {
      if (result.success) return;
      throw validationFailure(result.error, apiLocale(c.req.raw));
    },
  });

  api.use('*', ...requestBodyChecks);
  for (const register of features) register(api);

  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Itinera API', version: '1' },
  });
  // A mounted app's notFound is never consulted, so the catch-all must be the last route.
  api.all('*', (c) => c.json(errorBody('NOT_FOUND', 'No API endpoint at this path.'), 404));
  api.onError((error, c) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) console.error('API error', c.req.method, c.req.path, error);
    return c.json(body, status);
  });
  return api;
}

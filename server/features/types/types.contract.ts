import { createRoute, z } from '@hono/zod-openapi';
import { anonymous, invalidInput, json } from '../../openapi.ts';

const TypeSchema = z.object({ _id: z.string(), name: z.string() }).openapi('TypeName');

export const typesRoute = createRoute({
  method: 'get',
  path: '/types/',
  operationId: 'listTypes',
  tags: ['trip'],
  summary: 'Travel types and means of transport, named in the caller’s language (`?language=de`)',
  ...anonymous,
  request: {
    query: z.object({
      language: z
        .string()
        .max(5)
        .optional()
        .openapi({ param: { description: 'en or de; else the language cookie, then Accept-Language' } }),
    }),
  },
  responses: {
    200: json(
      z.object({ travel: z.array(TypeSchema), directions: z.array(TypeSchema) }).openapi('Types'),
      'The two lists',
    ),
    ...invalidInput('`language` is too long'),
  },
});

/** Every operation of the travel types, for the API's one list of features (server/api.ts). */
export const typesRoutes = [typesRoute] as const;

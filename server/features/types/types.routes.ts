import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../../openapi.ts';

const TypeSchema = z.object({ _id: z.string(), name: z.string() });

export const typesRoute = createRoute({
  method: 'get',
  path: '/types/',
  tags: ['trip'],
  summary: 'Travel types and means of transport, named in the caller’s language (`?language=de`)',
  responses: {
    200: json(
      z.object({ travel: z.array(TypeSchema), directions: z.array(TypeSchema) }).openapi('Types'),
      'The two lists',
    ),
  },
});

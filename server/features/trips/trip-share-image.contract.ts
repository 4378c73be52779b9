import { createRoute, z } from '@hono/zod-openapi';
import { shareImageSize } from '#domain/media.ts';
import { invalidInput, open, refused } from '../../openapi.ts';
import { languageQuery } from './trip.contract.ts';
import { tripKeyParam } from './trip-export.contract.ts';

export const shareImageRoute = createRoute({
  method: 'get',
  path: '/trip/{id}/share-image',
  operationId: 'tripShareImage',
  tags: ['trip'],
  summary: 'The picture a shared link to a trip shows (`og:image`)',
  description:
    `A JPEG of ${shareImageSize.width} × ${shareImageSize.height}: the cover with the title, the length and the ` +
    'countries, in `language` when the trip has it. Made once per trip version; `version` only makes the address ' +
    'change with it. A published trip, or a draft for its author.',
  ...open,
  request: {
    params: z.object({ id: tripKeyParam }),
    query: z.object({
      language: languageQuery,
      version: z.coerce
        .number()
        .int()
        .min(1)
        .optional()
        .openapi({ param: { description: 'The trip’s version' } }),
    }),
  },
  responses: {
    200: { description: 'The picture', content: { 'image/jpeg': { schema: z.string().describe('JPEG') } } },
    ...invalidInput(),
    404: refused('No such trip, or a draft of someone else'),
  },
});

/** Every operation of share pictures, for the API's one list of features (server/api.ts). */
export const shareImageRoutes = [shareImageRoute] as const;

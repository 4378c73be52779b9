import { z } from '@hono/zod-openapi';

/** The one error body of every API call (server/errors.ts), as the OpenAPI document shows it. */
export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    }),
  })
  .openapi('Error');

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The answers of calls that need full sign-in (spec 6). */
export const signInResponses = {
  401: json(ErrorSchema, 'Not signed in'),
  403: json(ErrorSchema, 'The e-mail address is not verified yet'),
};

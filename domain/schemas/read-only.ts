import type { z } from 'zod';

/**
 * A field the server sets: in every answer, ignored when a client sends it back, so that what a
 * GET returns is, unchanged, a valid body for the PUT beside it. The OpenAPI document marks it
 * `readOnly`.
 */
export const readOnly = <T extends z.ZodType>(schema: T) => schema.optional().meta({ readOnly: true });

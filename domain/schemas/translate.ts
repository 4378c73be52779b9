import { z } from 'zod';
import { locales } from '../locale.ts';

/**
 * Limits of one machine-translation call. The wizard sends a trip's texts in one go; a text may be
 * as long as the longest trip text (a description), and the count bounds what one call can cost.
 */
export const translateLimits = {
  textsMax: 500,
  textMax: 5000,
} as const;

export const translateInputSchema = z
  .object({
    source: z.enum(locales),
    target: z.enum(locales),
    // Not trimmed: the translation must line up with the original, whitespace and all.
    texts: z.array(z.string().max(translateLimits.textMax)).max(translateLimits.textsMax),
  })
  .refine((input) => input.source !== input.target, { message: 'invalid', path: ['target'] });

export type TranslateInput = z.output<typeof translateInputSchema>;

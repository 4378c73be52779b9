import { z } from 'zod';
import { blogCategoryValues } from '#domain/blog.ts';
import { postLimits, postSlugPattern } from '#domain/schemas/post.ts';
import type { DemoMember } from '../demo-member.ts';
import { sceneSchema } from '../demo-trips/demo-trip-schema.ts';

/**
 * A demo post file: one article in English and German, its body in a short hand that the seed
 * turns into the editor's document (demo-post-body.ts). Unknown keys are refused, so a typo fails.
 */
const block = z.union([
  z.strictObject({ p: z.string().min(1) }),
  z.strictObject({ h2: z.string().min(1) }),
  z.strictObject({ h3: z.string().min(1) }),
  z.strictObject({ ul: z.array(z.string().min(1)).min(1) }),
  z.strictObject({ ol: z.array(z.string().min(1)).min(1) }),
  z.strictObject({ quote: z.string().min(1) }),
  z.strictObject({ image: sceneSchema.extend({ alt: z.string().min(1), caption: z.string() }).strict() }),
  z.strictObject({ trip: z.string().min(1).describe('The file name of a demo trip, without .json') }),
]);
export type DemoBlock = z.infer<typeof block>;

const article = z.strictObject({
  slug: z.string().max(postLimits.slugMax).regex(postSlugPattern),
  title: z.string().min(1).max(postLimits.titleMax),
  excerpt: z.string().min(1).max(postLimits.excerptMax),
  body: z.array(block).min(1),
});
export type DemoArticle = z.infer<typeof article>;

/** The magazine's editors. */
export const demoEditors = {
  clara: {
    name: 'Clara Weiss',
    locale: 'de',
    location: 'Hamburg',
    joined: '2021-03-01',
    aboutMe: {
      en: 'Editor of the magazine. Former travel-guide author, happiest on night trains and in village bakeries.',
      de: 'Redakteurin des Magazins. Früher Reiseführer-Autorin, am glücklichsten in Nachtzügen und Dorfbäckereien.',
    },
    traveled: ['DE', 'AT', 'CH', 'IT', 'FR', 'UZ', 'GE', 'JP', 'NO', 'SI', 'PT'],
    favorites: ['UZ', 'JP', 'SI'],
    portrait: { skin: 'light', hair: 'red', hairStyle: 'bun', background: 170 },
  },
  james: {
    name: 'James Okafor',
    locale: 'en',
    location: 'Manchester',
    joined: '2021-03-01',
    aboutMe: {
      en: 'Editor of the magazine. Writes about food, festivals and driving long roads slowly.',
      de: 'Redakteur des Magazins. Schreibt über Essen, Feste und lange Straßen, langsam gefahren.',
    },
    traveled: ['GB', 'NG', 'MX', 'CA', 'NA', 'OM', 'US', 'ES', 'MA'],
    favorites: ['MX', 'NA'],
    portrait: { skin: 'dark', hair: 'black', hairStyle: 'short', background: 220, glasses: true },
  },
} satisfies Record<string, DemoMember>;

export const demoPostSchema = z.strictObject({
  category: z.enum(blogCategoryValues),
  author: z.enum(['clara', 'james']),
  publishedDaysAgo: z.number().int().min(0).max(3650),
  tags: z.array(z.string().min(1)).max(postLimits.tagsMax),
  cover: sceneSchema,
  en: article,
  de: article,
});
export type DemoPost = z.infer<typeof demoPostSchema>;

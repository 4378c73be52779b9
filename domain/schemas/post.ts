import { z } from 'zod';
import { blogCategoryValues, postStatuses } from '../blog.ts';
import { idPattern } from '../ids.ts';
import { mediaKeyPattern } from '../media.ts';
import { paginatorSchema } from './paginator.ts';
import { postBodySchema } from './post-body.ts';

/** Limits of a post, the same for the server's checks and the editor's fields. */
export const postLimits = {
  titleMax: 120,
  excerptMax: 300,
  slugMax: 80,
  tagsMax: 8,
  tagMax: 30,
  perPage: 9,
} as const;

export const postSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const languageSchema = z.enum(['en', 'de']);
const coverSchema = z.string().regex(mediaKeyPattern).nullable();

const authorSchema = z.object({ _id: z.string(), name: z.string(), alias: z.string().nullable() }).nullable();

/** A post in a list: the magazine's cards and the editor's table. */
export const postCardSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  language: languageSchema,
  title: z.string(),
  excerpt: z.string(),
  cover: coverSchema,
  category: z.enum(blogCategoryValues),
  tags: z.array(z.string()),
  author: authorSchema,
  status: z.enum(postStatuses),
  publishAt: z.string().nullable().describe('When it shows (ISO 8601); null for a draft never published'),
  readingMinutes: z.number().int(),
  updatedAt: z.string(),
});
export type PostCard = z.infer<typeof postCardSchema>;

/** A whole post, as readers and its editors get it. */
export const postSchema = postCardSchema.extend({
  body: postBodySchema,
  translationOf: z.string().nullable().describe('The post this one translates, or null'),
  translation: z
    .object({ _id: z.string(), slug: z.string(), language: languageSchema, live: z.boolean() })
    .nullable()
    .describe('Its translation in the other language, if one exists'),
  version: z.number().int(),
});
export type PostView = z.infer<typeof postSchema>;

export const postPageSchema = z.object({ docs: z.array(postCardSchema), paginator: paginatorSchema });
export type PostPage = z.infer<typeof postPageSchema>;

const tagSchema = z.string().trim().toLowerCase().min(1).max(postLimits.tagMax);

/**
 * What an editor saves, create or autosave: the post as read, of which only these fields change.
 * `version` is the one the editor read; a newer one on the server refuses the save (409).
 */
export const postInputSchema = z.object({
  version: z.number().int().min(0).optional(),
  language: languageSchema,
  title: z.string().trim().max(postLimits.titleMax),
  slug: z.string().trim().max(postLimits.slugMax).regex(postSlugPattern, 'slugFormat').or(z.literal('')).optional(),
  excerpt: z.string().trim().max(postLimits.excerptMax).default(''),
  cover: coverSchema.default(null),
  category: z.enum(blogCategoryValues),
  tags: z.array(tagSchema).max(postLimits.tagsMax).default([]),
  body: postBodySchema,
  translationOf: z.string().regex(idPattern).nullable().default(null),
});
export type PostInput = z.infer<typeof postInputSchema>;

/** `POST /api/blog/posts/{id}/publish`: now, or a date to come (scheduled). */
export const publishSchema = z.object({
  publishAt: z.iso.datetime({ offset: true }).optional().describe('Omitted: now. In the future: scheduled'),
});

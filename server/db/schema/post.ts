import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { blogCategoryValues, postStatuses } from '../../../domain/blog.ts';
import type { PostBody } from '../../../domain/schemas/post-body.ts';
import { user } from './auth.ts';

/**
 * A magazine post in one language (ADR 0040); its translation is another post that names it.
 * `scheduled` and `published` posts show from `publish_at` on: a scheduled post needs no job to
 * go out, every list asks the time.
 */
export const post = pgTable(
  'post',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    language: text('language', { enum: ['en', 'de'] }).notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    coverImage: text('cover_image'),
    body: jsonb('body').$type<PostBody>().notNull(),
    category: text('category', { enum: blogCategoryValues }).notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    // Posts outlive their writer's account, as trips do.
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: postStatuses }).notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    translationOf: text('translation_of').references((): AnyPgColumn => post.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('post_slug_unique').on(table.slug),
    // The magazine's lists: a language's posts out, newest first, all or by category.
    index('post_listing_idx').on(table.language, table.status, table.publishAt.desc()),
    index('post_translation_idx').on(table.translationOf),
    check('post_publish_at_set', sql`${table.status} = 'draft' OR ${table.publishAt} IS NOT NULL`),
  ],
);

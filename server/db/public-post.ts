import { and, inArray, lte, ne, sql } from 'drizzle-orm';
import type { BlogCategory } from '#domain/blog.ts';
import { post } from './schema/index.ts';

/** Out for readers: published or scheduled, and its time has come. */
export const isLive = () => and(inArray(post.status, ['published', 'scheduled']), lte(post.publishAt, sql`now()`));

/** Out for everyone: live, and not in the private category (ADR 0040). The magazine and the newsletter ask this. */
export const isPublicPost = () => and(isLive(), ne(post.category, 'marketing' satisfies BlogCategory));

import type { PostCard, PostView } from '#domain/schemas/post.ts';
import type { post } from '../../db/schema/index.ts';

/** A post row with its writer's name and profile alias, as the queries read it. */
export type PostRow = { post: typeof post.$inferSelect; name: string | null; alias: string | null };

/** Its translation as the post page links it: `live` when readers may open it. */
export type TranslationRow = { id: string; slug: string; language: 'en' | 'de'; live: boolean };

export function presentCard({ post: row, name, alias }: PostRow): PostCard {
  return {
    _id: row.id,
    slug: row.slug,
    language: row.language,
    title: row.title,
    excerpt: row.excerpt,
    cover: row.coverImage,
    category: row.category,
    tags: row.tags,
    author: row.authorId === null || name === null ? null : { _id: row.authorId, name, alias },
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    readingMinutes: row.readingMinutes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentPost(row: PostRow, translation: TranslationRow | null): PostView {
  return {
    ...presentCard(row),
    body: row.post.body,
    translationOf: row.post.translationOf,
    translation: translation && {
      _id: translation.id,
      slug: translation.slug,
      language: translation.language,
      live: translation.live,
    },
    version: row.post.version,
  };
}

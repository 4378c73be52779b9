import { asc } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import type { Db } from '../../db/client.ts';
import { isPublicPost } from '../../db/public-post.ts';
import { post } from '../../db/schema/index.ts';

/**
 * The live public posts for the sitemap: one entry per post and its translation, each language at
 * its own slug, with the later of their changes.
 */
export async function livePostPaths(db: Db) {
  const rows = await db
    .select({
      id: post.id,
      slug: post.slug,
      language: post.language,
      translationOf: post.translationOf,
      updatedAt: post.updatedAt,
    })
    .from(post)
    .where(isPublicPost())
    .orderBy(asc(post.publishAt), asc(post.id));
  const live = new Set(rows.map((row) => row.id));
  const groups = new Map<string, { paths: Partial<Record<Locale, string>>; lastmod: Date }>();
  for (const row of rows) {
    const key = row.translationOf && live.has(row.translationOf) ? row.translationOf : row.id;
    const group = groups.get(key) ?? { paths: {}, lastmod: row.updatedAt };
    group.paths[row.language] = `/blog/${encodeURIComponent(row.slug)}`;
    if (row.updatedAt > group.lastmod) group.lastmod = row.updatedAt;
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({ path: group.paths.en ?? group.paths.de ?? '', ...group }));
}

import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { publicBlogCategories } from '#domain/blog.ts';
import type { Locale } from '#domain/locale.ts';
import type { Db } from '../db/client.ts';
import { isPublicTrip } from '../db/public-trip.ts';
import { user } from '../db/schema/auth.ts';
import { userProfile } from '../db/schema/profile.ts';
import { trip } from '../db/schema/trip.ts';
import { livePostPaths } from '../features/blog/post-sitemap.ts';

/**
 * One page of the site, named by its English path; each language's address is derived from it.
 * A page that exists in some languages only, at paths of their own (a magazine post and its
 * translation), names them in `paths`.
 */
export type SitemapEntry = { path: string; lastmod?: Date; paths?: Partial<Record<Locale, string>> };

/**
 * The content pages a search engine should find. Sign-in, registration, account and wizard
 * pages are left out: they are personal or say `noindex`.
 */
export const staticPaths = [
  '/',
  '/trips',
  '/search',
  '/tripoftheday',
  '/magazine',
  ...publicBlogCategories.map((category) => `/magazine/${category.url}`),
  '/about',
  '/faq',
  '/contact',
  '/imprint',
  '/privacy-policy',
  '/terms-of-use',
  '/share-info',
];

/**
 * Every indexable page: the static ones, published trips by slug (their canonical address,
 * ADR 0016) and the public profiles, which are the vanity links of verified users (ADR 0012).
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const posts = await livePostPaths(db);
  const trips = await db
    .select({ slug: trip.slug, updatedAt: trip.updatedAt })
    .from(trip)
    .where(isPublicTrip())
    .orderBy(asc(trip.publishedAt), asc(trip.id));
  const profiles = await db
    .select({ alias: userProfile.alias, updatedAt: userProfile.updatedAt })
    .from(userProfile)
    .innerJoin(user, eq(user.id, userProfile.userId))
    .where(and(isNotNull(userProfile.alias), eq(user.emailVerified, true)))
    .orderBy(asc(userProfile.alias));
  return [
    ...staticPaths.map((path) => ({ path })),
    ...trips.map((row) => ({ path: `/trips/${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt })),
    ...profiles.map((row) => ({ path: `/${encodeURIComponent(row.alias ?? '')}`, lastmod: row.updatedAt })),
    ...posts,
  ];
}

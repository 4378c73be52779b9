import { Feed } from 'feed';
import { renderToStaticMarkup } from 'react-dom/server';
import { data } from 'react-router';
import { type PageArgs, pageRequest } from '#app/lib/page-request.server.ts';
import { categoryByUrl, categoryUrl } from '#domain/blog.ts';
import { localizePath } from '#domain/locale.ts';
import { mediaUrl } from '#domain/media.ts';
import { embeddedTripIds } from '#domain/schemas/post-body.ts';
import { latestPosts } from '#server/features/blog/post.service.ts';
import { publishedTripCards } from '#server/features/trips/trip-list.ts';
import { requestContext } from '#server/request-context.ts';
import { PostBodyView } from './post-body-view.tsx';

/** How many of the newest posts a feed carries. */
const feedSize = 20;

/**
 * `/magazine/rss.xml` and `/magazine/{category}/rss.xml`, per language: RSS 2.0 with each post
 * whole (`content:encoded`), its addresses absolute. Never the private category.
 */
export async function magazineFeedLoader(args: PageArgs & { params: { category?: string } }) {
  const { locale, t, db } = pageRequest(args);
  const origin = args.context.get(requestContext).env.PUBLIC_URL;
  const wanted = args.params.category;
  const category = wanted === undefined ? undefined : categoryByUrl(wanted);
  if (wanted !== undefined && (!category || category.private)) throw data(null, { status: 404 });
  const posts = await latestPosts(db, locale, feedSize, category?.value);
  const page = localizePath(category ? `/magazine/${categoryUrl(category.value)}` : '/magazine', locale);
  const title = category
    ? t('magazine:feedCategoryTitle', { category: t(`magazine:categories.${category.value}`) })
    : t('magazine:feedTitle');
  const feed = new Feed({
    id: `${origin}${page}`,
    title,
    description: category ? t(`magazine:categoryIntro.${category.value}`) : t('magazine:intro'),
    link: `${origin}${page}`,
    language: locale,
    feedLinks: { rss: `${origin}${page}/rss.xml` },
    updated: posts[0]?.publishAt ? new Date(posts[0].publishAt) : undefined,
    copyright: `© Itinera`,
    generator: false,
  });
  // One query for the trips every post of the feed embeds.
  const cards = await publishedTripCards(db, [...new Set(posts.flatMap((post) => embeddedTripIds(post.body)))], locale);
  const trips = new Map(cards.map((card) => [card._id, card]));
  for (const post of posts) {
    const link = `${origin}${localizePath(`/blog/${post.slug}`, post.language)}`;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(post.publishAt ?? post.updatedAt),
      description: post.excerpt,
      content: renderToStaticMarkup(
        <PostBodyView body={post.body} trips={trips} locale={post.language} origin={origin} />,
      ),
      category: [{ name: t(`magazine:categories.${post.category}`) }],
      ...(post.author ? { author: [{ name: post.author.name }] } : {}),
      ...(post.cover ? { image: `${origin}${mediaUrl(post.cover, 'blog-l-lg')}` } : {}),
    });
  }
  return new Response(feed.rss2(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' },
  });
}

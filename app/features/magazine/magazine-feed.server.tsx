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
import { rssXml } from '#server/seo/rss-xml.ts';
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
  // One query for the trips every post of the feed embeds.
  const cards = await publishedTripCards(db, [...new Set(posts.flatMap((post) => embeddedTripIds(post.body)))], locale);
  const trips = new Map(cards.map((card) => [card._id, card]));
  const xml = rssXml(
    {
      title,
      description: category ? t(`magazine:categoryIntro.${category.value}`) : t('magazine:intro'),
      link: `${origin}${page}`,
      self: `${origin}${page}/rss.xml`,
      language: locale,
      updated: posts[0]?.publishAt ? new Date(posts[0].publishAt) : undefined,
      copyright: '© Itinera',
    },
    posts.map((post) => ({
      title: post.title,
      link: `${origin}${localizePath(`/blog/${post.slug}`, post.language)}`,
      date: new Date(post.publishAt ?? post.updatedAt),
      excerpt: post.excerpt,
      html: renderToStaticMarkup(
        <PostBodyView body={post.body} trips={trips} locale={post.language} origin={origin} />,
      ),
      categories: [t(`magazine:categories.${post.category}`)],
      author: post.author?.name,
      image: post.cover ? `${origin}${mediaUrl(post.cover, 'blog-l-lg')}` : undefined,
    })),
  );
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' },
  });
}

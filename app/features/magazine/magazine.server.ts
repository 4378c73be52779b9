import { data, redirect } from 'react-router';
import { requireEditor } from '#app/lib/guards.server.ts';
import { pageNumber } from '#app/lib/page-number.ts';
import { type PageArgs, pageRequest } from '#app/lib/page-request.server.ts';
import { withoutReact } from '#app/lib/static-page.server.ts';
import { type BlogCategory, blogCategories, categoryByUrl, categoryUrl } from '#domain/blog.ts';
import { idPattern } from '#domain/ids.ts';
import { locales, localizePath } from '#domain/locale.ts';
import { mediaUrl } from '#domain/media.ts';
import type { PostView } from '#domain/schemas/post.ts';
import { postSlugPattern } from '#domain/schemas/post.ts';
import { embeddedTripIds } from '#domain/schemas/post-body.ts';
import { sessionUser } from '#server/auth/session.ts';
import {
  adjacentPosts,
  categoryVisible,
  editorPost,
  magazinePage,
  publicPost,
  type Reader,
  relatedPosts,
} from '#server/features/blog/post.service.ts';
import { publishedTripCards } from '#server/features/trips/trip-list.ts';
import { isEditor } from '#server/policies/user.ts';
import { requestContext } from '#server/request-context.ts';

type Args = PageArgs & { params: { category?: string; slug?: string } };

async function magazineReader({ request, context }: PageArgs): Promise<Reader> {
  const { auth, env } = context.get(requestContext);
  return { team: isEditor(await sessionUser(auth, request.headers), env) };
}

/** The categories a reader may open, in the spec's order. */
const visibleCategories = (reader: Reader) =>
  blogCategories.filter((category) => categoryVisible(reader, category.value)).map((category) => category.value);

/** The feed of a list, for its `<link rel="alternate">`. */
const feedPath = (category: BlogCategory | undefined) =>
  category ? `/magazine/${categoryUrl(category)}/rss.xml` : '/magazine/rss.xml';

/** `/magazine` and `/magazine/{category}`: a language's posts, newest first; an unknown or private category is a 404. */
export async function magazineLoader(args: Args) {
  const { url, locale, t, db } = pageRequest(args);
  const reader = await magazineReader(args);
  const wanted = args.params.category;
  const category = wanted === undefined ? undefined : categoryByUrl(wanted)?.value;
  if (wanted !== undefined && (!category || !categoryVisible(reader, category))) throw data(null, { status: 404 });
  const page = pageNumber(url);
  const list = await magazinePage(db, reader, { language: locale, category, page });
  const name = category ? t(`magazine:categories.${category}`) : t('magazine:title');
  return {
    meta: {
      title: t('meta.titleTemplate', { page: name }),
      description: category ? t('magazine:categoryMeta', { category: name }) : t('magazine:metaDescription'),
    },
    category: category ?? null,
    categories: visibleCategories(reader),
    list,
    feed: localizePath(feedPath(category), locale),
    ...withoutReact(),
  };
}
export type MagazineData = Awaited<ReturnType<typeof magazineLoader>>;

const ogLocales = { en: 'en_GB', de: 'de_DE' } as const;

/** What search engines and link previews read about a post. */
function postMeta(post: PostView, origin: string, title: string) {
  const url = `${origin}${localizePath(`/blog/${post.slug}`, post.language)}`;
  const image = post.cover ? `${origin}${mediaUrl(post.cover, 'blog-l-lg')}` : null;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    inLanguage: post.language,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    ...(image ? { image } : {}),
    ...(post.publishAt ? { datePublished: post.publishAt } : {}),
    dateModified: post.updatedAt,
    ...(post.author ? { author: { '@type': 'Person', name: post.author.name } } : {}),
    publisher: { '@type': 'Organization', name: 'Itinera', url: origin },
  };
  return { title, description: post.excerpt, url, image, ogLocale: ogLocales[post.language], jsonLd };
}
export type PostMeta = ReturnType<typeof postMeta>;

/** `/blog/{slug}`: a post that is out, at the address of its own language (else 301 there). */
export async function blogPostLoader(args: Args) {
  const { locale, db } = pageRequest(args);
  const slug = args.params.slug ?? '';
  if (!postSlugPattern.test(slug)) throw data(null, { status: 404 });
  const reader = await magazineReader(args);
  const post = await publicPost(db, reader, slug).catch(() => null);
  if (!post) throw data(null, { status: 404 });
  if (post.language !== locale) throw redirect(localizePath(`/blog/${post.slug}`, post.language), 301);
  const translation = post.translation?.live ? post.translation : null;
  return {
    ...(await postPage(args, post)),
    alternates: {
      [post.language]: `/blog/${post.slug}`,
      ...(translation ? { [translation.language]: `/blog/${translation.slug}` } : {}),
    },
    // Without a translation the language switch opens the post's category in the other language.
    nearest: Object.fromEntries(locales.map((language) => [language, `/magazine/${categoryUrl(post.category)}`])),
    preview: null,
  };
}

/** What a post's page shows around the post: the trips it embeds, the posts before, after and alike. */
async function postPage(args: Args, post: PostView) {
  const { locale, t, db } = pageRequest(args);
  const { env } = args.context.get(requestContext);
  // One after the other: PGlite serves one query at a time.
  const cards = await publishedTripCards(db, embeddedTripIds(post.body), locale);
  const adjacent = await adjacentPosts(db, post);
  const related = await relatedPosts(db, post);
  return {
    meta: postMeta(post, env.PUBLIC_URL, t('meta.titleTemplate', { page: post.title })),
    post,
    trips: cards,
    adjacent,
    related,
    feed: localizePath(feedPath(undefined), locale),
    ...withoutReact(),
  };
}
export type BlogPostData = Awaited<ReturnType<typeof blogPostLoader>> | Awaited<ReturnType<typeof postPreviewLoader>>;

/** `/admin/posts/{id}/preview`: any post as readers will see it, for the magazine's team. */
export async function postPreviewLoader(args: Args & { params: { id?: string } }) {
  await requireEditor(args);
  const id = args.params.id ?? '';
  const post = idPattern.test(id) ? await editorPost(pageRequest(args).db, id).catch(() => null) : null;
  if (!post) throw data(null, { status: 404 });
  return { ...(await postPage(args, post)), preview: { status: post.status, publishAt: post.publishAt } };
}

/** `/blog` without a slug: the magazine. */
export function blogIndexLoader(args: PageArgs) {
  const { locale } = pageRequest(args);
  throw redirect(localizePath('/magazine', locale), 301);
}

/** The home page's newest posts in the page's language. */
export async function latestPostsLoader(args: PageArgs) {
  const { locale, db } = pageRequest(args);
  return (await magazinePage(db, { team: false }, { language: locale, page: 1, perPage: 3 })).docs;
}

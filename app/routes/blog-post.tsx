import { NewsletterCall } from '#app/components/newsletter/newsletter-call.tsx';
import { BlogPostPage } from '#app/features/magazine/blog-post-page.tsx';
import { blogPostLoader } from '#app/features/magazine/magazine.server.ts';
import { sharedPageCache } from '#app/lib/cache-headers.ts';
import { articleMetaTags } from '#app/lib/page-meta.ts';
import type { Route } from './+types/blog-post';

/** `/blog/{slug}`: one magazine post. */
export const loader = (args: Route.LoaderArgs) => blogPostLoader(args);

export const headers = sharedPageCache(60);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  articleMetaTags(loaderData?.meta, [
    ...(loaderData ? [{ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', href: loaderData.feed }] : []),
  ]);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage data={loaderData} newsletter={<NewsletterCall className="mt-10" />} />;
}

import { NewsletterCall } from '#app/components/newsletter/newsletter-call.tsx';
import { magazineLoader } from '#app/features/magazine/magazine.server.ts';
import { MagazinePage } from '#app/features/magazine/magazine-page.tsx';
import { sharedPageCache } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/magazine';

/** `/magazine` and `/magazine/{category}`. */
export const loader = (args: Route.LoaderArgs) => magazineLoader(args);

export const headers = sharedPageCache(60);

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...(args.loaderData
    ? [
        {
          tagName: 'link',
          rel: 'alternate',
          type: 'application/rss+xml',
          title: args.loaderData.meta.title,
          href: args.loaderData.feed,
        },
      ]
    : []),
];

export default function Magazine({ loaderData }: Route.ComponentProps) {
  return <MagazinePage data={loaderData} newsletter={<NewsletterCall className="mt-12" />} />;
}

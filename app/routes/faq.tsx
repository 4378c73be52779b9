import { loadFaq } from '#app/features/static-pages/content.server.ts';
import { FaqPage } from '#app/features/static-pages/faq-page.tsx';
import { sharedPageCache } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/faq';

export const loader = (args: Route.LoaderArgs) => loadFaq(args);

export const meta = pageMeta;

export const headers = sharedPageCache(300);

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage page={loaderData.page} />;
}

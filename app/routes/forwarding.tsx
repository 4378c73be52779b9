import { data } from 'react-router';
import { loadForwarding } from '#app/features/static-pages/content.server.ts';
import { ForwardingPage } from '#app/features/static-pages/forwarding-page.tsx';
import { parseForwardingTarget } from '#app/features/static-pages/forwarding-target.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/forwarding';

/** `/forwarding?to=https://…`: a notice before an external site, never a redirect. */
export function loader(args: Route.LoaderArgs) {
  const target = parseForwardingTarget(new URL(args.request.url).searchParams.get('to'));
  const page = loadForwarding(args, target);
  return target ? page : data(page, { status: 400 });
}

// Interstitials carry arbitrary targets in their address: keep them out of search engines.
export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex, nofollow' }];

export default function Forwarding({ loaderData }: Route.ComponentProps) {
  return <ForwardingPage content={loaderData.content} target={loaderData.target} />;
}

import { unsubscribeAction, unsubscribeLoader } from '#app/features/newsletter/newsletter-pages.server.ts';
import { UnsubscribePage } from '#app/features/newsletter/unsubscribe-page.tsx';
import { noindexMeta } from '#app/features/signin/meta.ts';
import type { Route } from './+types/unsubscribe-newsletter';

/** `/unsubscribe/newsletter?token=…`: the unsubscribe link in every mail to a subscriber. */
export const loader = (args: Route.LoaderArgs) => unsubscribeLoader(args);

export const action = (args: Route.ActionArgs) => unsubscribeAction(args);

export const meta = noindexMeta;

export default function UnsubscribeNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return <UnsubscribePage state={page.state} token={page.token} />;
}

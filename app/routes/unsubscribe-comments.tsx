import { unsubscribeAction, unsubscribeLoader } from '#app/features/settings/unsubscribe.server.ts';
import { UnsubscribePage } from '#app/features/settings/unsubscribe-page.tsx';
import { noindexMeta } from '#app/features/signin/meta.ts';
import type { Route } from './+types/unsubscribe-comments';

/** `/unsubscribe/comments?token=…`: the link in every mail about comments. */
export const loader = (args: Route.LoaderArgs) => unsubscribeLoader(args);

export const action = (args: Route.ActionArgs) => unsubscribeAction(args);

export const meta = noindexMeta;

export default function UnsubscribeComments({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return <UnsubscribePage state={page.state} token={page.token} />;
}

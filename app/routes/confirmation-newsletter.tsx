import { ConfirmationPage } from '#app/features/newsletter/confirmation-page.tsx';
import { confirmationAction, confirmationLoader } from '#app/features/newsletter/newsletter-pages.server.ts';
import { noindexMeta } from '#app/features/signin/meta.ts';
import type { Route } from './+types/confirmation-newsletter';

/** `/confirmation-newsletter?token=…`: the link of the newsletter's confirmation mail. */
export const loader = (args: Route.LoaderArgs) => confirmationLoader(args);

export const action = (args: Route.ActionArgs) => confirmationAction(args);

export const meta = noindexMeta;

export default function ConfirmationNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return <ConfirmationPage state={page.state} token={page.token} />;
}

import { noindexMeta } from '#app/features/signin/meta.ts';
import { newPasswordAction, newPasswordLoader } from '#app/features/signin/new-password.server.ts';
import { NewPasswordPage } from '#app/features/signin/new-password-page.tsx';
import type { Route } from './+types/recover-new-password';

export const loader = (args: Route.LoaderArgs) => newPasswordLoader(args);

export const action = (args: Route.ActionArgs) => newPasswordAction(args);

export const meta = noindexMeta;

export default function RecoverNewPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <NewPasswordPage token={loaderData.token} result={actionData} />;
}

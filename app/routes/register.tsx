import { registerAction, registerLoader } from '#app/features/register/register.server.ts';
import { RegisterPage } from '#app/features/register/register-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/register';

/** Signed-in visitors are sent home; everyone else gets the form. */
export const loader = (args: Route.LoaderArgs) => registerLoader(args);

/** Creates the account and sends the verification mail, then on to `/register/almost-complete`. */
export const action = (args: Route.ActionArgs) => registerAction(args);

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterPage result={actionData} providers={loaderData.providers} />;
}

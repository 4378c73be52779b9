import { noindexMeta } from '#app/features/signin/meta.ts';
import { signInAction, signInLoader } from '#app/features/signin/signin.server.ts';
import { SignInPage } from '#app/features/signin/signin-page.tsx';
import type { Route } from './+types/signin';

export const loader = (args: Route.LoaderArgs) => signInLoader(args);

export const action = (args: Route.ActionArgs) => signInAction(args);

export const meta = noindexMeta;

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignInPage
      signedInAs={loaderData.signedInAs}
      relay={loaderData.relay}
      passwordChanged={loaderData.passwordChanged}
      result={actionData}
      providers={loaderData.providers}
      providerReturn={loaderData.providerReturn}
    />
  );
}

import { noindexMeta } from '#app/features/signin/meta.ts';
import { signingOutAction, signingOutLoader } from '#app/features/signin/signing-out.server.ts';
import { SigningOutPage } from '#app/features/signin/signing-out-page.tsx';
import type { Route } from './+types/signing-out';

export const loader = (args: Route.LoaderArgs) => signingOutLoader(args);

export const action = (args: Route.ActionArgs) => signingOutAction(args);

export const meta = noindexMeta;

export default function SigningOut() {
  return <SigningOutPage />;
}

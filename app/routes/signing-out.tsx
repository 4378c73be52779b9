import { redirect } from 'react-router';
import { noindexMeta } from '#app/features/signin/meta.ts';
import { signInPageMeta } from '#app/features/signin/page-meta.server.ts';
import { SigningOutPage } from '#app/features/signin/signing-out-page.tsx';
import { cookieHeaders } from '#app/lib/auth-responses.server.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { callAuth } from '#server/auth/call.ts';
import { requestContext } from '#server/request-context.ts';
import type { Route } from './+types/signing-out';

/** Only shows the page: a GET (a prefetch, a crawler, a link preview) never ends a session. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: signInPageMeta(localeFromPath(new URL(request.url).pathname), 'signingOut') };
}

/** Ends the session on the server, clears its cookie and goes home in the page's language. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const signOut = await callAuth(context.get(requestContext).auth, request, '/sign-out', {});
  if (signOut.status !== 200) console.error('Sign-out failed', signOut.status, signOut.code);
  return redirect(localizePath('/', locale), { status: 303, headers: cookieHeaders(signOut.setCookies) });
}

export const meta = noindexMeta;

export default function SigningOut() {
  return <SigningOutPage />;
}

import { type RouterContextProvider, redirect } from 'react-router';
import { cookieHeaders } from '#app/lib/auth-responses.server.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { callAuth } from '#server/auth/call.ts';
import { requestLog } from '#server/observability/logger.ts';
import { requestContext } from '#server/request-context.ts';
import { signInPageMeta } from './page-meta.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** Only shows the page: a GET (a prefetch, a crawler, a link preview) never ends a session. */
export function signingOutLoader({ request }: Args) {
  return { meta: signInPageMeta(localeFromPath(new URL(request.url).pathname), 'signingOut') };
}

/** Ends the session on the server, clears its cookie and goes home in the page's language. */
export async function signingOutAction({ request, context }: Args) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const signOut = await callAuth(context.get(requestContext).auth, request, '/sign-out', {});
  if (signOut.status !== 200) requestLog().error(`Sign-out failed ${signOut.status} ${signOut.code}`);
  return redirect(localizePath('/', locale), { status: 303, headers: cookieHeaders(signOut.setCookies) });
}

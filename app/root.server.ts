import type { RouterContextProvider } from 'react-router';
import { sessionUser } from '#server/auth/session.ts';
import { requestContext } from '#server/request-context.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** For every page: the public configuration the browser needs and who is signed in, for the header. */
export async function rootLoader({ context, request }: Args) {
  const { publicEnv, auth } = context.get(requestContext);
  const user = await sessionUser(auth, request.headers);
  return {
    publicEnv,
    user: user && { displayName: user.displayName, emailVerified: user.emailVerified, photo: user.photo },
  };
}

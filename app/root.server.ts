import type { RouterContextProvider } from 'react-router';
import { type SessionUser, sessionUser } from '#server/auth/session.ts';
import { savedTripIds } from '#server/features/saved-trips/saved-trips.service.ts';
import { requestContext } from '#server/request-context.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What the header shows of the signed-in user. */
export const siteUser = (user: SessionUser) => ({
  displayName: user.displayName,
  emailVerified: user.emailVerified,
  photo: user.photo,
});

/**
 * For every page: the public configuration the browser needs, who is signed in (for the header)
 * and which trips they saved (for the Save buttons on cards, wherever a page shows them); null
 * signed out.
 */
export async function rootLoader({ context, request }: Args) {
  const { publicEnv, auth, database } = context.get(requestContext);
  const user = await sessionUser(auth, request.headers);
  return {
    publicEnv,
    user: user && siteUser(user),
    savedTrips: user ? await savedTripIds(database.db, user.id) : null,
  };
}

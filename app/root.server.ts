import type { RouterContextProvider } from 'react-router';
import { sessionUser } from '#server/auth/session.ts';
import { savedTripIds } from '#server/features/saved-trips/saved-trips.service.ts';
import { requestContext } from '#server/request-context.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * For every page: the public configuration the browser needs, who is signed in (for the header)
 * and which trips they saved (for the cards).
 */
export async function rootLoader({ context, request }: Args) {
  const { publicEnv, auth, database } = context.get(requestContext);
  const user = await sessionUser(auth, request.headers);
  return {
    publicEnv,
    user: user && { displayName: user.displayName, emailVerified: user.emailVerified, photo: user.photo },
    // The Save buttons on trip cards, wherever a page shows them; null signed out.
    savedTrips: user ? await savedTripIds(database.db, user.id) : null,
  };
}

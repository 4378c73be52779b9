import type { SessionUser } from '../auth/session.ts';
import type { Env } from '../env.ts';
import { isAdmin } from './user.ts';

type TripAccess = { authorId: string | null; status: 'draft' | 'published' };

/** Spec 6: only the author changes a trip. */
export const isAuthor = (user: SessionUser | null, trip: TripAccess): boolean =>
  user !== null && trip.authorId !== null && trip.authorId === user.id;

/** Published trips are for everyone; a draft only for its author (and admins). */
export const canRead = (user: SessionUser | null, trip: TripAccess, env: Pick<Env, 'ADMIN_EMAILS'>): boolean =>
  trip.status === 'published' || isAuthor(user, trip) || isAdmin(user, env);

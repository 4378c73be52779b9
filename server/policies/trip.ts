import type { SessionUser } from '../auth/session.ts';
import type { Env } from '../env.ts';
import { isAdmin } from './user.ts';

type TripAccess = { authorId: string | null; status: 'draft' | 'published'; hiddenAt: Date | null };

/** Spec 6: only the author changes a trip. */
export const isAuthor = (user: SessionUser | null, trip: TripAccess): boolean =>
  user !== null && trip.authorId !== null && trip.authorId === user.id;

/** Everyone sees a trip that is published and not hidden by an admin. */
export const isPublic = (trip: Pick<TripAccess, 'status' | 'hiddenAt'>): boolean =>
  trip.status === 'published' && trip.hiddenAt === null;

/** Public trips are for everyone; a draft or a hidden trip only for its author (and admins). */
export const canRead = (user: SessionUser | null, trip: TripAccess, env: Pick<Env, 'ADMIN_EMAILS'>): boolean =>
  isPublic(trip) || isAuthor(user, trip) || isAdmin(user, env);

/** "Use this trip" (ADR 0073): a trip everyone sees, or one's own in any state. */
export const canCopy = (userId: string, trip: TripAccess): boolean =>
  isPublic(trip) || (trip.authorId !== null && trip.authorId === userId);

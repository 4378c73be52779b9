import type { SessionUser } from '../auth/session.ts';
import type { Env } from '../env.ts';

/** Spec 6: signed in, with a verified e-mail. */
export const isVerified = (user: SessionUser | null): user is SessionUser => user?.emailVerified === true;

/** Admins are verified users given the role, or whose e-mail the operator listed in ADMIN_EMAILS. */
export const isAdmin = (user: SessionUser | null, env: Pick<Env, 'ADMIN_EMAILS'>): boolean =>
  isVerified(user) && (user.role === 'admin' || env.ADMIN_EMAILS.includes(user.email.toLowerCase()));

/** Who writes the magazine (ADR 0040): admins, and verified users given the `editor` role. */
export const isEditor = (user: SessionUser | null, env: Pick<Env, 'ADMIN_EMAILS'>): boolean =>
  isAdmin(user, env) || (isVerified(user) && user.role === 'editor');

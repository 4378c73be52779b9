import type { Auth } from './auth.ts';

export type SessionUser = {
  id: string;
  email: string;
  displayName: string;
  emailVerified: boolean;
  role: string;
  locale: string;
  /** The profile photo's media key, if any. */
  photo: string | null;
};

/** The signed-in user of a request, or null; better-auth rows never leave this function as they are. */
export async function sessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const found = await auth.api.getSession({ headers });
  // Blocking deletes the account's sessions and no new one is made (blocked-account.ts); this
  // also ends one a sign-in created in the moment between the two.
  if (!found || found.user.blockedAt) return null;
  const { user } = found;
  return {
    id: user.id,
    email: user.email,
    displayName: user.name,
    emailVerified: user.emailVerified,
    role: user.role ?? 'user',
    locale: user.locale ?? 'en',
    photo: user.image ?? null,
  };
}

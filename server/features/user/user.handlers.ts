import type { ApiApp } from '../../api.ts';
import { AppError } from '../../errors.ts';
import { signedInCaller } from '../../policies/caller.ts';
import { isAdmin } from '../../policies/user.ts';
import { adminRoleRoute, syncEmailVerifiedRoute } from './user.contract.ts';

export function registerUser(api: ApiApp) {
  api.openapi(syncEmailVerifiedRoute, async (c) => {
    const user = await signedInCaller(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ emailVerified: user.emailVerified }, 200);
  });

  api.openapi(adminRoleRoute, async (c) => {
    const user = await signedInCaller(c);
    if (!isAdmin(user, c.var.env)) throw new AppError('FORBIDDEN', 'You are not allowed to do this.');
    return c.json({ admin: true as const }, 200);
  });
}

/**
 * What we decided for every endpoint better-auth 1.7 has (its `auth.api` keys); ADR 0022 explains
 * each line. `open`: mounted as it is. `checked`: mounted, with our rules in the hooks
 * (`endpoint-rules.ts`, `sign-in-lockout.ts`). `in-process`: not mounted; the site's own flow calls
 * it after its own checks. `disabled`: not mounted, not used. `server-only`: better-auth mounts none.
 * A better-auth upgrade that adds an endpoint fails `tests/integration/auth-endpoints.test.ts`
 * until it has a line here; until then it is not mounted, since only `open` and `checked` are.
 */
export const authEndpoints = {
  signUpEmail: { path: '/sign-up/email', methods: ['POST'], decision: 'checked' },
  signInEmail: { path: '/sign-in/email', methods: ['POST'], decision: 'checked' },
  resetPassword: { path: '/reset-password', methods: ['POST'], decision: 'checked' },
  signOut: { path: '/sign-out', methods: ['POST'], decision: 'open' },
  verifyEmail: { path: '/verify-email', methods: ['GET'], decision: 'open' },
  sendVerificationEmail: { path: '/send-verification-email', methods: ['POST'], decision: 'open' },
  requestPasswordReset: { path: '/request-password-reset', methods: ['POST'], decision: 'open' },
  requestPasswordResetCallback: { path: '/reset-password/:token', methods: ['GET'], decision: 'open' },
  getSession: { path: '/get-session', methods: ['GET', 'POST'], decision: 'in-process' },
  verifyPassword: { path: '/verify-password', methods: ['POST'], decision: 'in-process' },
  changeEmail: { path: '/change-email', methods: ['POST'], decision: 'in-process' },
  changePassword: { path: '/change-password', methods: ['POST'], decision: 'in-process' },
  deleteUser: { path: '/delete-user', methods: ['POST'], decision: 'in-process' },
  setPassword: { path: undefined, methods: ['POST'], decision: 'server-only' },
  updateUser: { path: '/update-user', methods: ['POST'], decision: 'disabled' },
  updateSession: { path: '/update-session', methods: ['POST'], decision: 'disabled' },
  listSessions: { path: '/list-sessions', methods: ['GET'], decision: 'disabled' },
  revokeSession: { path: '/revoke-session', methods: ['POST'], decision: 'disabled' },
  revokeSessions: { path: '/revoke-sessions', methods: ['POST'], decision: 'disabled' },
  revokeOtherSessions: { path: '/revoke-other-sessions', methods: ['POST'], decision: 'disabled' },
  deleteUserCallback: { path: '/delete-user/callback', methods: ['GET'], decision: 'disabled' },
  signInSocial: { path: '/sign-in/social', methods: ['POST'], decision: 'checked' },
  callbackOAuth: { path: '/callback/:id', methods: ['GET', 'POST'], decision: 'checked' },
  completeOidcSignUp: { path: '/oauth2/complete-sign-up', methods: ['POST'], decision: 'checked' },
  linkSocialAccount: { path: '/link-social', methods: ['POST'], decision: 'disabled' },
  listUserAccounts: { path: '/list-accounts', methods: ['GET'], decision: 'disabled' },
  unlinkAccount: { path: '/unlink-account', methods: ['POST'], decision: 'disabled' },
  refreshToken: { path: '/refresh-token', methods: ['POST'], decision: 'disabled' },
  getAccessToken: { path: '/get-access-token', methods: ['POST'], decision: 'disabled' },
  accountInfo: { path: '/account-info', methods: ['GET'], decision: 'disabled' },
  ok: { path: '/ok', methods: ['GET'], decision: 'disabled' },
  error: { path: '/error', methods: ['GET'], decision: 'disabled' },
  // The second factor (ADR 0086).
  verifyTOTP: { path: '/two-factor/verify-totp', methods: ['POST'], decision: 'checked' },
  verifyBackupCode: { path: '/two-factor/verify-backup-code', methods: ['POST'], decision: 'checked' },
  enableTwoFactor: { path: '/two-factor/enable', methods: ['POST'], decision: 'in-process' },
  disableTwoFactor: { path: '/two-factor/disable', methods: ['POST'], decision: 'in-process' },
  generateBackupCodes: { path: '/two-factor/generate-backup-codes', methods: ['POST'], decision: 'in-process' },
  viewBackupCodes: { path: undefined, methods: ['POST'], decision: 'server-only' },
  generateTOTP: { path: undefined, methods: ['POST'], decision: 'server-only' },
  getTOTPURI: { path: '/two-factor/get-totp-uri', methods: ['POST'], decision: 'disabled' },
  sendTwoFactorOTP: { path: '/two-factor/send-otp', methods: ['POST'], decision: 'disabled' },
  verifyTwoFactorOTP: { path: '/two-factor/verify-otp', methods: ['POST'], decision: 'disabled' },
  // Passkeys (ADR 0087): only the sign-in is better-auth's; the settings add and remove them.
  passkeySignInOptions: { path: '/passkey/sign-in-options', methods: ['POST'], decision: 'open' },
  passkeySignIn: { path: '/passkey/sign-in', methods: ['POST'], decision: 'checked' },
} as const satisfies Record<
  string,
  {
    path: string | undefined;
    methods: readonly ('GET' | 'POST')[];
    decision: 'open' | 'checked' | 'in-process' | 'disabled' | 'server-only';
  }
>;

const AUTH_BASE = '/api/auth';

/** The mounted routes, as patterns on the whole path: a `:name` segment matches one segment. */
const mounted = Object.values(authEndpoints)
  .filter(({ decision }) => decision === 'open' || decision === 'checked')
  .map(({ path, methods }) => ({
    methods: methods as readonly string[],
    pattern: new RegExp(`^${AUTH_BASE}${String(path).replace(/:[a-zA-Z]+/g, '[^/]+')}$`),
  }));

/** Whether better-auth's handler may answer `method pathname`: only exact mounted routes pass. */
export function isMounted(method: string, pathname: string): boolean {
  return mounted.some(({ methods, pattern }) => methods.includes(method) && pattern.test(pathname));
}

/**
 * Lets only mounted routes reach better-auth; everything else is 404 as if it did not exist. Deny
 * by default, rather than better-auth's `disabledPaths`: that option lists what to close, cannot
 * name a `:param` route, and leaves a new version's new endpoints open.
 */
export function withMountedEndpointsOnly(handler: (request: Request) => Promise<Response>) {
  return (request: Request): Promise<Response> =>
    isMounted(request.method, new URL(request.url).pathname)
      ? handler(request)
      : Promise.resolve(Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }));
}

/**
 * How long a "remember me" session lasts (spec 9: 90 days); without it the cookie ends with the
 * browser and the session on the server after a day (better-auth's own figure for such sessions).
 */
export const authLimits = { rememberMeSeconds: 90 * 24 * 3600, browserSessionSeconds: 24 * 3600 } as const;

/** Set by our server from the connection (or a trusted proxy), never taken from the client. */
export const CLIENT_IP_HEADER = 'x-itinera-client-ip';

/** Per-IP throttles on everything that checks a password or sends mail; counters live in the database. */
export const throttleRules = {
  '/sign-in/email': { window: 15 * 60, max: 10 },
  '/sign-up/email': { window: 60 * 60, max: 5 },
  '/request-password-reset': { window: 60 * 60, max: 5 },
  '/send-verification-email': { window: 60 * 60, max: 5 },
  '/reset-password': { window: 60 * 60, max: 10 },
  // The second step of a sign-in guesses a code as the first guesses a password (ADR 0086).
  '/two-factor/verify-totp': { window: 15 * 60, max: 10 },
  '/two-factor/verify-backup-code': { window: 15 * 60, max: 10 },
  // A provider's sign-in (ADR 0085): the start stores a state row, the return may keep an identity.
  '/sign-in/social': { window: 15 * 60, max: 20 },
  '/callback/*': { window: 15 * 60, max: 20 },
  '/oauth2/complete-sign-up': { window: 60 * 60, max: 5 },
  // A passkey's sign-in (ADR 0087): each options call stores a challenge, each answer is checked.
  '/passkey/sign-in-options': { window: 15 * 60, max: 30 },
  '/passkey/sign-in': { window: 15 * 60, max: 20 },
};

/** Per-account throttles of the calls that send mail, keyed by the e-mail address the call names. */
export const accountThrottles = {
  '/sign-up/email': { window: 60 * 60, max: 3 },
  '/request-password-reset': { window: 60 * 60, max: 3 },
  '/send-verification-email': { window: 60 * 60, max: 3 },
};

/**
 * Sign-in failures per account (ADR 0023). Ten failures from devices the account does not know
 * lock it for them: then one attempt per interval, from 1 minute doubling with each further failure
 * up to 15. A device the account signed in on before (its signed cookie) has its own ten; failures
 * are forgotten after a quiet day (an hour for a device), or at once after the right password or a
 * password reset, which also makes its browser a known device (ADR 0059).
 */
export const signInLockout = {
  failures: 10,
  firstDelay: 60,
  maxDelay: 15 * 60,
  forgetAfter: 24 * 3600,
  deviceFailures: 10,
  deviceForgetAfter: 3600,
  deviceCookieMaxAge: 365 * 24 * 3600,
} as const;

/** Password checks inside the settings (change password or e-mail, delete account), per account and per IP. */
export const passwordCheckThrottles = {
  account: { window: 15 * 60, max: 10 },
  ip: { window: 15 * 60, max: 20 },
};

import type { Auth } from './auth.ts';
import { CLIENT_IP_HEADER } from './limits.ts';

export type AuthCallResult = {
  status: number;
  /** better-auth's stable error code (INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED...), if any. */
  code: string | null;
  body: unknown;
  /** Cookies to pass on to the browser with the action's answer. */
  setCookies: string[];
  /** Seconds until a throttled caller may try again. */
  retryAfter: number | null;
};

function forwardedHeaders(request: Request, baseURL: string): Headers {
  const headers = new Headers({ 'content-type': 'application/json', origin: baseURL });
  for (const name of ['cookie', 'user-agent', 'accept-language', CLIENT_IP_HEADER]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/**
 * Calls a mounted better-auth endpoint in-process, through its HTTP handler rather than `auth.api`,
 * so that throttling, origin checks and cookies work exactly as for API clients. Actions use this.
 */
export async function callAuth(auth: Auth, request: Request, path: string, body: unknown): Promise<AuthCallResult> {
  const { baseURL } = auth.options as { baseURL: string };
  const headers = forwardedHeaders(request, baseURL);
  const response = await auth.handler(
    new Request(`${baseURL}/api/auth${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  );
  return resultOf(response);
}

/** The endpoints that are not mounted (ADR 0022) and that the settings call after their own checks. */
type InProcess = {
  changeEmail: { newEmail: string; callbackURL: string };
  changePassword: { currentPassword: string; newPassword: string; revokeOtherSessions: true };
  deleteUser: { password?: string };
  verifyPassword: { password: string };
  enableTwoFactor: { password: string };
  verifyTOTP: { code: string };
  disableTwoFactor: { password: string };
  generateBackupCodes: { password: string };
};

/** Calls an endpoint that is not mounted over HTTP, through `auth.api` with the caller's cookie. */
export async function callAuthInProcess<K extends keyof InProcess>(
  auth: Auth,
  request: Request,
  endpoint: K,
  body: InProcess[K],
): Promise<AuthCallResult> {
  const { baseURL } = auth.options as { baseURL: string };
  const call = auth.api[endpoint] as (input: {
    body: InProcess[K];
    headers: Headers;
    asResponse: true;
  }) => Promise<Response>;
  return resultOf(await call({ body, headers: forwardedHeaders(request, baseURL), asResponse: true }));
}

async function resultOf(response: Response): Promise<AuthCallResult> {
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  const code = response.ok ? null : ((parsed as { code?: string } | null)?.code ?? `HTTP_${response.status}`);
  const retry = response.headers.get('Retry-After');
  return {
    status: response.status,
    code,
    body: parsed,
    setCookies: response.headers.getSetCookie(),
    retryAfter: retry ? Number(retry) : null,
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAdmin, requireSession, requireVerifiedUser } from '#app/lib/guards.server.ts';
import { createAuth } from '#server/auth/auth.ts';
import { publicEnv } from '#server/env.ts';
import { createMailer } from '#server/mail/mailer.ts';
import type { RequestContext, requestContext } from '#server/request-context.ts';
import { createStorage } from '#server/storage/index.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

const origin = 'http://localhost:3000';
let t: TestApp;
let context: { get(key: typeof requestContext): RequestContext };
let userCookie = '';
let adminCookie = '';

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'admin@example.org' });
  const mailer = createMailer(t.env);
  const auth = createAuth(t.env, t.database, mailer);
  const value = {
    env: t.env,
    database: t.database,
    auth,
    mailer,
    storage: createStorage(t.env),
    nonce: '',
    publicEnv: { ...publicEnv(t.env), publicUrl: origin },
  };
  context = { get: () => value };
  userCookie = await verifiedUser(t, 'user@example.org');
  adminCookie = await verifiedUser(t, 'admin@example.org');
});
afterAll(() => t.dispose());

const request = (url: string, cookie = '') => new Request(`${origin}${url}`, { headers: cookie ? { cookie } : {} });

async function redirectOf(run: Promise<unknown>): Promise<string | null> {
  try {
    await run;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
}

describe('guards', () => {
  it('send a signed-out visitor to sign in, with the page and its query as relay, in the page’s language', async () => {
    expect(await redirectOf(requireSession({ request: request('/account/my-trips?page=2'), context }))).toBe(
      '/signin?relay=%2Faccount%2Fmy-trips%3Fpage%3D2',
    );
    expect(await redirectOf(requireVerifiedUser({ request: request('/de/trips/create'), context }))).toBe(
      '/de/signin?relay=%2Fde%2Ftrips%2Fcreate',
    );
  });

  it('let a verified user through', async () => {
    const user = await requireVerifiedUser({ request: request('/trips/create', userCookie), context });
    expect(user.email).toBe('user@example.org');
  });

  it('send an unverified user to /verify-email', async () => {
    await t.database.db.execute(
      // Spec 4: a session whose address is no longer verified, as after a change of e-mail.
      (await import('drizzle-orm')).sql`UPDATE "user" SET email_verified = false WHERE email = 'user@example.org'`,
    );
    expect(await redirectOf(requireVerifiedUser({ request: request('/de/trips/create', userCookie), context }))).toBe(
      '/de/verify-email',
    );
    expect(await redirectOf(requireSession({ request: request('/account/profile', userCookie), context }))).toBeNull();
  });

  it('show everyone but admins the 404 page for the admin area', async () => {
    expect(await redirectOf(requireAdmin({ request: request('/admin'), context }))).toBe('/not-found');
    expect(await redirectOf(requireAdmin({ request: request('/de/admin', userCookie), context }))).toBe(
      '/de/not-found',
    );
    const admin = await requireAdmin({ request: request('/admin', adminCookie), context });
    expect(admin.email).toBe('admin@example.org');
  });
});

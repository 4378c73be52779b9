import { eq } from 'drizzle-orm';
import { newsletterConsentVersion } from '#domain/schemas/newsletter.ts';
import { newsletterSubscriber } from '#server/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** The newsletter's row of `email`, or undefined. */
export const subscriberOf = async (t: TestApp, email: string) =>
  (await t.database.db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.email, email)))[0];

/** `email` as a finished double opt-in leaves it (a confirmed reader), or as no reader at all. */
export async function setSubscribed(t: TestApp, email: string, subscribed: boolean) {
  await t.database.db.delete(newsletterSubscriber).where(eq(newsletterSubscriber.email, email));
  if (!subscribed) return;
  const now = new Date();
  await t.database.db.insert(newsletterSubscriber).values({
    id: `test-${email}`,
    email,
    locale: 'en',
    status: 'confirmed',
    consentAt: now,
    consentSource: 'form',
    consentVersion: newsletterConsentVersion,
    consentIpHash: 'test',
    confirmedAt: now,
  });
}

import { createHmac } from 'node:crypto';
import type { Locale } from '#domain/locale.ts';
import type { ContactInput } from '#domain/schemas/contact.ts';
import { getT } from '#locales/i18n.ts';
import { consumeAttempt } from '../../auth/account-throttle.ts';
import { throttledMessage } from '../../auth/throttled-message.ts';
import { spendCaptcha } from '../../captcha/captcha.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { AppError, RateLimited } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { contactMail, contactReceipt } from '../../mail/templates.ts';
import { requestLog } from '../../observability/logger.ts';

/**
 * Each message sends two mails, one to an address the sender only claims: per network address,
 * and per sender address so that no one's inbox fills with our acknowledgements.
 */
export const contactThrottles = {
  address: { window: 60 * 60, max: 10 },
  sender: { window: 24 * 60 * 60, max: 5 },
};

export type ContactDeps = { db: Db; env: Pick<Env, 'AUTH_SECRET' | 'OPERATOR_EMAIL' | 'PUBLIC_URL'>; mailer: Mailer };

/** Who sends: the network address the server saw, and the language of the page. */
export type ContactSender = { address: string; locale: Locale };

type Counted = 'address' | 'sender';

/**
 * Counts one message against the limit of a network or sender address. The counter's key is a
 * keyed hash: the table of counters never holds either address in readable form.
 */
async function count({ db, env }: ContactDeps, counted: Counted, value: string, locale: Locale) {
  const hash = createHmac('sha256', env.AUTH_SECRET).update(`contact-${counted}:${value}`).digest('base64url');
  const wait = await consumeAttempt(db, `contact:${counted}:${hash}`, contactThrottles[counted]);
  if (wait !== null) throw new RateLimited(throttledMessage(locale, wait), wait);
}

/**
 * Mails a message from the contact form to the operator (Reply-To: the sender) and acknowledges it
 * to the sender. A filled honeypot gets the same quiet success and sends nothing; a failed or
 * replayed captcha is refused at its field and sends nothing. The message is not stored.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  input: ContactInput,
  { address, locale }: ContactSender,
): Promise<void> {
  const { db, env, mailer } = deps;
  if (input.email_address_check !== '') return;
  await count(deps, 'address', address, locale);
  if (!(await spendCaptcha(db, env.AUTH_SECRET, input.altcha))) {
    const message = getT(locale)('contact:form.captchaFailed');
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'altcha', message }]);
  }
  await count(deps, 'sender', input.email.toLowerCase(), locale);
  await mailer.send(contactMail(locale, env.OPERATOR_EMAIL, input));
  // The message has reached the team: a lost acknowledgement is logged, not worth a retry that
  // would deliver the message twice.
  await mailer
    .send(contactReceipt(locale, input.email, { topic: input.topic, site: env.PUBLIC_URL }))
    .catch((error: unknown) => requestLog().error({ err: error }, 'The contact form’s acknowledgement was not sent'));
}

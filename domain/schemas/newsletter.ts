import { z } from 'zod';
import { locales } from '../locale.ts';
import { toViolations } from '../validation.ts';
import { accountLimits, checkbox, email } from './account.ts';

/**
 * The version of the consent wording the sign-up form shows (`newsletter:form.consent`): the date
 * it was last changed. Each subscriber's consent record names it, so a later change of the
 * wording does not blur what an earlier reader agreed to.
 */
export const newsletterConsentVersion = '2026-11-25';

/**
 * The newsletter's sign-up form (spec 7: EMAIL, OPT_IN, the honeypot `email_address_check`,
 * locale and captcha), used by the modal, the page's action and `POST /api/newsletter/subscriptions`.
 * The honeypot is hidden from people; whatever a bot writes into it is accepted here and ignored later.
 */
export const newsletterSignUpSchema = z.object({
  email,
  consent: checkbox.refine((given) => given, { message: 'required' }),
  altcha: z.string().min(1).max(4000),
  email_address_check: z.string().max(accountLimits.emailMax).optional(),
  locale: z.enum(locales),
});
export type NewsletterSignUp = z.output<typeof newsletterSignUpSchema>;

/** The link of a confirmation or unsubscribe mail, as its page posts it back. */
export const newsletterTokenSchema = z.object({ token: z.string().min(1).max(512) });

/** The spec's two messages of the form (section 5): an empty field, or anything else wrong with one. */
export type NewsletterProblem = 'empty' | 'invalid';

export function newsletterProblems(error: { issues: readonly z.core.$ZodIssue[] }) {
  return toViolations(error).map(({ field, rule }) => ({
    field,
    problem: (rule === 'required' ? 'empty' : 'invalid') as NewsletterProblem,
  }));
}

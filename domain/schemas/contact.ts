import { z } from 'zod';
import { email } from './account.ts';
import { personName } from './person-name.ts';

/** What a message to the team can be about; `?topic=` on /contact preselects one. */
export const contactTopics = ['general', 'advertising', 'press', 'privacy'] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const isContactTopic = (value: unknown): value is ContactTopic =>
  typeof value === 'string' && (contactTopics as readonly string[]).includes(value);

/** Limits of the contact form, the same for the form's `maxlength`, the page action and the API. */
export const contactLimits = { nameMax: 100, messageMin: 10, messageMax: 5000 } as const;

/**
 * The contact form (page and `POST /api/contact`). `altcha` is the captcha widget's answer;
 * `email_address_check` is a honeypot that people never see and bots fill in. The name is one
 * line: it goes into the subject and the Reply-To of the operator's mail.
 */
export const contactSchema = z.object({
  name: personName(contactLimits.nameMax),
  email,
  topic: z.enum(contactTopics),
  message: z.string().trim().min(contactLimits.messageMin).max(contactLimits.messageMax),
  altcha: z.string().min(1),
  email_address_check: z.string().optional().default(''),
});
export type ContactInput = z.output<typeof contactSchema>;

/** The fields a refusal names, in the form's order. */
export const contactFields = ['name', 'email', 'topic', 'message', 'altcha'] as const;

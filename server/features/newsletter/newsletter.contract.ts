import { createRoute, z } from '@hono/zod-openapi';
import { newsletterSignUpSchema, newsletterTokenSchema } from '#domain/schemas/newsletter.ts';
import {
  anonymous,
  crossSiteResponse,
  invalidInput,
  json,
  jsonBody,
  named,
  refused,
  throttled,
} from '../../openapi.ts';

const NewsletterResponseSchema = z
  .object({ ok: z.literal(true), message: z.string().describe('In the language of the form') })
  .openapi('NewsletterResponse');

export const subscribeRoute = createRoute({
  method: 'post',
  path: '/newsletter/subscriptions',
  operationId: 'subscribeToNewsletter',
  tags: ['newsletter'],
  summary: 'Signs an address up for the newsletter (double opt-in): a confirmation link is mailed',
  description:
    'The sign-up form: `email`, `consent` (must be true), `altcha` (a solved challenge of `GET /captcha/challenge`, ' +
    'accepted once), `email_address_check` (a honeypot: people leave it empty) and `locale` (the language of the ' +
    'form and of the mails). The answer is the same whether the address was new, waiting or already subscribed. ' +
    'Messages follow `?language=` or `Accept-Language`.',
  ...anonymous,
  request: jsonBody(named(newsletterSignUpSchema, 'NewsletterSignUp')),
  responses: {
    202: json(
      NewsletterResponseSchema,
      'Accepted: a confirmation link is on its way, unless the address already reads the newsletter',
    ),
    400: refused('A field is not valid (each is named), or the captcha failed or was used before'),
    ...crossSiteResponse,
    429: throttled('Too many sign-ups from this network or for this address'),
    503: refused('The confirmation mail could not be sent'),
  },
});

export const confirmRoute = createRoute({
  method: 'post',
  path: '/newsletter/confirmations',
  operationId: 'confirmNewsletter',
  tags: ['newsletter'],
  summary: 'Confirms a subscription with the token of the mailed link',
  description: 'The link is valid for 48 hours. Confirming twice is fine.',
  ...anonymous,
  request: jsonBody(named(newsletterTokenSchema, 'NewsletterToken')),
  responses: {
    200: json(NewsletterResponseSchema, 'Confirmed'),
    ...invalidInput('The token is missing'),
    ...crossSiteResponse,
    404: refused('The link is not ours, has expired, or the subscription was withdrawn since'),
  },
});

export const oneClickUnsubscribeRoute = createRoute({
  method: 'post',
  path: '/newsletter/unsubscribe',
  operationId: 'unsubscribeFromNewsletter',
  tags: ['newsletter'],
  summary: 'One-click unsubscribe (RFC 8058), the target of every newsletter mail’s List-Unsubscribe header',
  description:
    'Mail providers post `List-Unsubscribe=One-Click` as a form body, from their own servers: the signed token is ' +
    'the authority, so this is the one write that needs no same-origin request. The body is not needed.',
  ...anonymous,
  request: { query: z.object({ token: z.string().min(1).max(512) }) },
  responses: {
    200: json(NewsletterResponseSchema, 'Unsubscribed (also when it already was)'),
    ...invalidInput('The token is missing'),
    404: refused('The link is not ours'),
  },
});

export const newsletterRoutes = [subscribeRoute, confirmRoute, oneClickUnsubscribeRoute] as const;

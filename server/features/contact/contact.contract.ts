import { createRoute } from '@hono/zod-openapi';
import { contactFields, contactLimits, contactSchema } from '#domain/schemas/contact.ts';
import { fieldLabels } from '../../i18n.ts';
import {
  anonymous,
  crossSiteResponse,
  invalidInput,
  json,
  jsonBody,
  named,
  OkSchema,
  throttled,
  tooLarge,
} from '../../openapi.ts';
import { refusing } from '../../validate.ts';
import { contactThrottles } from './contact.service.ts';

export const sendContactRoute = createRoute({
  method: 'post',
  path: '/contact',
  operationId: 'sendContactMessage',
  tags: ['contact'],
  summary: 'Sends a message to the team, as the contact form does',
  description:
    `The message (${contactLimits.messageMin}–${contactLimits.messageMax} characters) is mailed to the operator ` +
    'with Reply-To set to the sender, who gets a short acknowledgement in the caller’s language that does not ' +
    'repeat the message. Nothing is stored. `altcha` is a solved challenge of `GET /api/captcha/challenge`, each ' +
    'accepted once; `email_address_check` must stay empty (a filled one is answered like a success, and nothing ' +
    `is sent). At most ${contactThrottles.address.max} messages an hour per network address and ` +
    `${contactThrottles.sender.max} a day per sender address.`,
  middleware: [refusing({ labels: (locale) => fieldLabels(locale, 'contact:form.fields', contactFields) })],
  ...anonymous,
  request: jsonBody(named(contactSchema, 'ContactMessage')),
  responses: {
    200: json(OkSchema, 'The message was sent'),
    ...invalidInput('A field is not valid, or the captcha failed or was used before (field `altcha`); each is named'),
    ...crossSiteResponse,
    ...tooLarge,
    429: throttled('Too many messages from this network address or for this sender address; try again later'),
  },
});

/** Every operation of the contact form, for the API's one list of features (server/api.ts). */
export const contactRoutes = [sendContactRoute] as const;

import { createRoute, z } from '@hono/zod-openapi';
import { locales } from '#domain/locale.ts';
import { ErrorSchema, json, signInResponses } from '../../openapi.ts';

const PreferencesSchema = z
  .object({
    email: z.string(),
    locale: z.enum(locales),
    newsletter: z.boolean(),
    newsletterConsentAt: z.string().nullable(),
    alias: z.string().nullable(),
  })
  .openapi('Settings');

// Bodies are checked in the handlers with the domain schemas, so pages and API give the same messages.
const body = (schema: z.ZodType) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const refused = {
  400: json(ErrorSchema, 'A field is not valid, or the password is wrong; each is named'),
  ...signInResponses,
  429: json(ErrorSchema, 'Too many password checks; try again later'),
};

export const getSettingsRoute = createRoute({
  method: 'get',
  path: '/user/settings',
  tags: ['user'],
  summary: "The signed-in user's settings",
  responses: { 200: json(PreferencesSchema, 'The settings'), ...signInResponses },
});

export const updateSettingsRoute = createRoute({
  method: 'put',
  path: '/user/settings',
  tags: ['user'],
  summary: 'Preferred language; newsletter consent can be withdrawn (`newsletter: false`)',
  request: body(z.object({ locale: z.string(), newsletter: z.boolean() }).partial().openapi('SettingsUpdate')),
  responses: { 200: json(PreferencesSchema, 'The saved settings'), 400: refused[400], ...signInResponses },
});

export const changePasswordRoute = createRoute({
  method: 'post',
  path: '/user/settings/password',
  tags: ['user'],
  summary: 'Changes the password; every other session ends',
  request: body(z.object({ currentPassword: z.string(), newPassword: z.string() }).openapi('PasswordChange')),
  responses: { 200: json(z.object({ ok: z.literal(true) }), 'Changed'), ...refused },
});

export const changeEmailRoute = createRoute({
  method: 'post',
  path: '/user/settings/email',
  tags: ['user'],
  summary: 'Mails a confirmation link to the new address; it counts once the link is opened',
  request: body(z.object({ newEmail: z.string(), password: z.string() }).openapi('EmailChange')),
  responses: { 202: json(z.object({ ok: z.literal(true) }), 'Link sent'), ...refused },
});

export const exportRoute = createRoute({
  method: 'get',
  path: '/user/settings/export',
  tags: ['user'],
  summary: 'Everything personal Itinera keeps about the user, as a JSON download',
  responses: {
    200: json(z.record(z.string(), z.unknown()).openapi('DataExport'), 'The data'),
    ...signInResponses,
  },
});

export const deleteAccountRoute = createRoute({
  method: 'delete',
  path: '/user',
  tags: ['user'],
  summary: 'Deletes the account with its personal data; published trips stay without the name',
  request: body(z.object({ password: z.string(), confirm: z.boolean() }).openapi('AccountDeletion')),
  responses: { 200: json(z.object({ ok: z.literal(true) }), 'Deleted; the session cookie is cleared'), ...refused },
});

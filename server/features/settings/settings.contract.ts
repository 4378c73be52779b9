import { createRoute, z } from '@hono/zod-openapi';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  preferencesSchema,
  unlinkProviderSchema,
} from '#domain/schemas/settings.ts';
import {
  invalidInput,
  json,
  jsonBody,
  named,
  OkSchema,
  refused,
  signedIn,
  signInResponses,
  throttled,
  tooLarge,
} from '../../openapi.ts';
import { verifiedCaller } from '../../policies/caller.ts';
import { refusing } from '../../validate.ts';
import { settingsLabels } from './settings-labels.ts';

const SettingsSchema = named(preferencesSchema, 'Settings');

/** Refusals name the fields as the settings page does, and only to a caller who may use the page. */
export const settingsInput = [refusing({ labels: settingsLabels, guard: verifiedCaller })];

export const passwordChecked = {
  ...tooLarge,
  ...invalidInput('A field is not valid, or the password is wrong; each is named'),
  ...signInResponses,
  429: throttled('Too many password checks; try again later'),
};

const record = z.record(z.string(), z.unknown());
const DataExportSchema = z
  .object({
    exportedAt: z.iso.datetime({ offset: true }),
    account: record.describe('Name, e-mail address, language, role and the dates of consent'),
    profile: record.nullable(),
    sessions: z.array(record).describe('Where and when the user is signed in, without the tokens'),
    logins: z.array(record),
  })
  .loose()
  .describe('A part per kind of data; parts may be added, never removed')
  .openapi('DataExport');

export const getSettingsRoute = createRoute({
  method: 'get',
  path: '/user/settings',
  operationId: 'getSettings',
  tags: ['user'],
  summary: "The signed-in user's settings",
  description: 'The answer, unchanged, is a valid body for `PUT /user/settings`.',
  ...signedIn,
  responses: { 200: json(SettingsSchema, 'The settings'), ...signInResponses },
});

export const updateSettingsRoute = createRoute({
  method: 'put',
  path: '/user/settings',
  operationId: 'saveSettings',
  tags: ['user'],
  summary:
    'Saves the preferred language and the mails about comments; newsletter consent can be withdrawn (`newsletter: false`)',
  description: 'The fields sent change, those left out stay; read-only fields are ignored.',
  middleware: settingsInput,
  ...signedIn,
  request: jsonBody(SettingsSchema),
  responses: { 200: json(SettingsSchema, 'The saved settings'), ...invalidInput(), ...signInResponses, ...tooLarge },
});

export const changePasswordRoute = createRoute({
  method: 'post',
  path: '/user/settings/password',
  operationId: 'changePassword',
  tags: ['user'],
  summary: 'Changes the password; every other session ends',
  middleware: settingsInput,
  ...signedIn,
  request: jsonBody(named(changePasswordSchema, 'PasswordChange')),
  responses: { 200: json(OkSchema, 'Changed'), ...passwordChecked },
});

export const changeEmailRoute = createRoute({
  method: 'post',
  path: '/user/settings/email',
  operationId: 'changeEmail',
  tags: ['user'],
  summary: 'Mails a confirmation link to the new address; it counts once the link is opened',
  middleware: settingsInput,
  ...signedIn,
  request: jsonBody(named(changeEmailSchema, 'EmailChange')),
  responses: { 202: json(OkSchema, 'Link sent'), ...passwordChecked },
});

export const exportRoute = createRoute({
  method: 'get',
  path: '/user/settings/export',
  operationId: 'exportMyData',
  tags: ['user'],
  summary: 'Everything personal Itinera keeps about the user, as a JSON download',
  ...signedIn,
  responses: { 200: json(DataExportSchema, 'The data'), ...signInResponses },
});

export const deleteAccountRoute = createRoute({
  method: 'delete',
  path: '/user',
  operationId: 'deleteAccount',
  tags: ['user'],
  summary: 'Deletes the account with its personal data; published trips stay without the name',
  middleware: settingsInput,
  ...signedIn,
  request: jsonBody(named(deleteAccountSchema, 'AccountDeletion')),
  responses: {
    200: json(OkSchema, 'Deleted; the session cookie is cleared'),
    ...passwordChecked,
    409: refused('The account has no password and the sign-in through its provider is older than 15 minutes'),
  },
});

const LinkedProviderSchema = z
  .object({ id: z.string(), name: z.string(), linkedAt: z.iso.datetime({ offset: true }) })
  .openapi('LinkedProvider');

export const linkedProvidersRoute = createRoute({
  method: 'get',
  path: '/user/settings/providers',
  operationId: 'listLinkedProviders',
  tags: ['user'],
  summary: 'The identity providers linked to the account (ADR 0085), without any token',
  ...signedIn,
  responses: { 200: json(z.array(LinkedProviderSchema), 'The linked providers'), ...signInResponses },
});

export const unlinkProviderRoute = createRoute({
  method: 'delete',
  path: '/user/settings/providers/{provider}',
  operationId: 'unlinkProvider',
  tags: ['user'],
  summary: 'Removes a linked identity provider, unless it is the last way to sign in',
  ...signedIn,
  request: { params: unlinkProviderSchema },
  responses: {
    200: json(OkSchema, 'Removed'),
    ...invalidInput('Not a provider id'),
    ...signInResponses,
    404: refused('No such provider is linked to the account'),
    409: refused('The last way to sign in: a password or another provider must remain'),
  },
});

/** Every operation of the account settings, for the API's one list of features (server/api.ts). */
export const settingsRoutes = [
  getSettingsRoute,
  updateSettingsRoute,
  changePasswordRoute,
  changeEmailRoute,
  exportRoute,
  deleteAccountRoute,
  linkedProvidersRoute,
  unlinkProviderRoute,
] as const;

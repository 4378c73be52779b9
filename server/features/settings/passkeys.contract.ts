import { createRoute, z } from '@hono/zod-openapi';
import {
  addPasskeySchema,
  passkeyIdSchema,
  passkeyOptionsSchema,
  renamePasskeySchema,
} from '#domain/schemas/passkey.ts';
import {
  invalidInput,
  json,
  jsonBody,
  named,
  OkSchema,
  refused,
  signedIn,
  signInResponses,
  tooLarge,
} from '../../openapi.ts';
import { passwordChecked, settingsInput } from './settings.contract.ts';

export const PasskeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    backedUp: z.boolean().describe('Synced between devices by its password manager'),
    createdAt: z.iso.datetime({ offset: true }),
    lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .openapi('Passkey');

const notFound = { 404: refused('No such passkey on the account') };

export const listPasskeysRoute = createRoute({
  method: 'get',
  path: '/user/settings/passkeys',
  operationId: 'listPasskeys',
  tags: ['user'],
  summary: 'The passkeys of the account, without their key material',
  ...signedIn,
  responses: { 200: json(z.array(PasskeySchema), 'The passkeys'), ...signInResponses },
});

export const passkeyOptionsRoute = createRoute({
  method: 'post',
  path: '/user/settings/passkeys/options',
  operationId: 'startAddingPasskey',
  tags: ['user'],
  summary: 'After the password, the WebAuthn creation options for `navigator.credentials.create()`',
  description: 'The options stay valid for five minutes; a new call replaces them.',
  middleware: settingsInput,
  ...signedIn,
  request: jsonBody(named(passkeyOptionsSchema, 'PasskeyOptionsRequest')),
  responses: {
    200: json(
      z.record(z.string(), z.unknown()).openapi('PasskeyCreationOptions'),
      'PublicKeyCredentialCreationOptionsJSON',
    ),
    ...passwordChecked,
    ...invalidInput('The password is wrong, the account has none, or it has the most passkeys allowed'),
  },
});

export const addPasskeyRoute = createRoute({
  method: 'post',
  path: '/user/settings/passkeys',
  operationId: 'addPasskey',
  tags: ['user'],
  summary: 'Stores the passkey the browser created from the options, under its name',
  middleware: settingsInput,
  ...signedIn,
  request: jsonBody(named(addPasskeySchema, 'PasskeyAddition')),
  responses: {
    201: json(PasskeySchema, 'Added'),
    ...invalidInput('The name is not valid, the options expired, or the passkey does not check out'),
    ...signInResponses,
    ...tooLarge,
  },
});

export const renamePasskeyRoute = createRoute({
  method: 'patch',
  path: '/user/settings/passkeys/{id}',
  operationId: 'renamePasskey',
  tags: ['user'],
  summary: 'Renames a passkey',
  middleware: settingsInput,
  ...signedIn,
  request: { params: passkeyIdSchema, ...jsonBody(named(renamePasskeySchema, 'PasskeyRename')) },
  responses: { 200: json(PasskeySchema, 'Renamed'), ...invalidInput(), ...signInResponses, ...notFound, ...tooLarge },
});

export const removePasskeyRoute = createRoute({
  method: 'delete',
  path: '/user/settings/passkeys/{id}',
  operationId: 'removePasskey',
  tags: ['user'],
  summary: 'Removes a passkey; the device keeps it until the member deletes it there',
  ...signedIn,
  request: { params: passkeyIdSchema },
  responses: { 200: json(OkSchema, 'Removed'), ...invalidInput('Not a passkey id'), ...signInResponses, ...notFound },
});

export const passkeyRoutes = [
  listPasskeysRoute,
  passkeyOptionsRoute,
  addPasskeyRoute,
  renamePasskeyRoute,
  removePasskeyRoute,
] as const;

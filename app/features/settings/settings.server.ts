import { data, type RouterContextProvider, redirect } from 'react-router';
import type { z } from 'zod';
import { cookieHeaders, flashCookie } from '#app/lib/auth-responses.server.ts';
import { type FieldErrors, parseForm, readForm, typedValues } from '#app/lib/form.server.ts';
import { requireVerifiedUser } from '#app/lib/guards.server.ts';
import { type Locale, localeCookie, localeFromPath, localizePath } from '#domain/locale.ts';
import { passkeyIdSchema, renamePasskeySchema } from '#domain/schemas/passkey.ts';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  languageSchema,
  unlinkProviderSchema,
} from '#domain/schemas/settings.ts';
import { getT } from '#locales/i18n.ts';
import { AppError } from '#server/errors.ts';
import { linkedProvidersOf, unlinkProvider } from '#server/features/settings/linked-providers.service.ts';
import { passkeysOf, removePasskey, renamePasskey } from '#server/features/settings/passkeys.service.ts';
import { secondFactorOf } from '#server/features/settings/second-factor.service.ts';
import {
  type Caller,
  changeEmail,
  changePassword,
  deleteAccount,
  hasPassword,
  preferencesOf,
  type SettingsDeps,
  updatePreferences,
} from '#server/features/settings/settings.service.ts';
import { settingsLabels } from '#server/features/settings/settings-labels.ts';
import { requestContext } from '#server/request-context.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export const settingsIntents = [
  'language',
  'commentMails',
  'copyMails',
  'newsletter',
  'password',
  'email',
  'delete',
  'unlinkProvider',
  'renamePasskey',
  'removePasskey',
] as const;
export type SettingsIntent = (typeof settingsIntents)[number];

/** What a section's form gets back: its messages and values, or that the e-mail link is on its way. */
export type SettingsResult = {
  intent: SettingsIntent;
  errors: FieldErrors;
  values: Record<string, string>;
  formError?: string;
  sentTo?: string;
};

/** What the settings' services need, from the request's context: the settings page and the second factor's share it. */
export function settingsDeps(context: Readonly<RouterContextProvider>): SettingsDeps {
  const ctx = context.get(requestContext);
  return { auth: ctx.auth, db: ctx.database.db, mailer: ctx.mailer, env: ctx.env, storage: ctx.storage };
}

function pageOf({ request, context }: Args) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const ctx = context.get(requestContext);
  const deps = settingsDeps(context);
  return { locale, deps, secure: ctx.env.PUBLIC_URL.startsWith('https://'), publicUrl: ctx.publicEnv.publicUrl };
}

export async function settingsLoader(args: Args) {
  const user = await requireVerifiedUser(args);
  const { locale, deps, publicUrl } = pageOf(args);
  const t = getT(locale);
  return {
    meta: {
      title: t('meta.titleTemplate', { page: t('account-settings:meta.title') }),
      description: t('account-settings:meta.description'),
    },
    settings: await preferencesOf(deps.db, user.id),
    publicUrl,
    emailChanged: new URL(args.request.url).searchParams.get('email') === 'changed',
    secondFactor: (await secondFactorOf(deps, user.id)).on,
    passkeys: await passkeysOf(deps.db, user.id),
    hasPassword: await hasPassword(deps.db, user.id),
    providers: {
      offered: deps.env.OIDC_PROVIDERS.length > 0,
      linked: await linkedProvidersOf(deps.db, user.id, deps.env.OIDC_PROVIDERS),
    },
  };
}

const passkeyFlash = (key: string, secure: boolean) =>
  new Headers({ 'Set-Cookie': flashCookie({ variant: 'success', key: `account-passkeys:${key}` }, secure) });

function withFlash(headers: Headers, key: string, secure: boolean): Headers {
  headers.append('Set-Cookie', flashCookie({ variant: 'success', key: `account-settings:${key}` }, secure));
  return headers;
}

export async function settingsAction(args: Args) {
  const user = await requireVerifiedUser(args);
  const { locale, deps, secure } = pageOf(args);
  const formData = await readForm(args.request);
  const intent = settingsIntents.find((name) => name === formData.get('intent'));
  if (!intent) throw data(null, { status: 400 });
  const caller: Caller = { user, request: args.request, locale };
  const here = (to: Locale = locale) => localizePath('/account/setting', to);
  const fail = (status: number, result: Omit<SettingsResult, 'intent'>, headers?: Record<string, string>) =>
    data<SettingsResult>({ intent, ...result }, { status, headers });

  /** Validates the section's form, then runs it; a refusal comes back to the section with what was typed. */
  async function submit<S extends z.ZodType>(schema: S, run: (input: z.output<S>) => Promise<SettingsResult>) {
    const form = parseForm(schema, formData, locale, settingsLabels(locale));
    if (!form.ok) return fail(400, { errors: form.errors, values: form.values });
    try {
      return await run(form.data);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const errors = Object.fromEntries((error.fields ?? []).map(({ field, message }) => [field, message]));
      const formError = error.fields ? undefined : error.message;
      const result = { errors, values: typedValues(formData), ...(formError ? { formError } : {}) };
      return fail(error.status, result, error.headers);
    }
  }

  switch (intent) {
    case 'language':
      return submit(languageSchema, async (input) => {
        const saved = await updatePreferences(deps.db, user.id, input);
        const headers = withFlash(new Headers(), 'language.saved', secure);
        headers.append('Set-Cookie', localeCookie(saved.locale, secure));
        throw redirect(here(saved.locale), { status: 303, headers });
      });
    case 'commentMails':
    case 'copyMails': {
      const on = formData.get(intent) === 'on';
      await updatePreferences(deps.db, user.id, { [intent]: on });
      const notice = `${intent}.${on ? 'turnedOn' : 'turnedOff'}`;
      throw redirect(here(), { status: 303, headers: withFlash(new Headers(), notice, secure) });
    }
    case 'newsletter':
      await updatePreferences(deps.db, user.id, { newsletter: false });
      throw redirect(here(), { status: 303, headers: withFlash(new Headers(), 'newsletter.unsubscribed', secure) });
    case 'password':
      return submit(changePasswordSchema, async (input) => {
        const cookies = await changePassword(deps, caller, input);
        throw redirect(here(), { status: 303, headers: withFlash(cookieHeaders(cookies), 'password.changed', secure) });
      });
    case 'email':
      return submit(changeEmailSchema, async (input) => {
        await changeEmail(deps, caller, input);
        return { intent, errors: {}, values: {}, sentTo: input.newEmail };
      });
    case 'delete':
      return submit(deleteAccountSchema, async (input) => {
        const cookies = await deleteAccount(deps, caller, input);
        const headers = withFlash(cookieHeaders(cookies), 'deleted', secure);
        throw redirect(localizePath('/', locale), { status: 303, headers });
      });
    case 'unlinkProvider':
      return submit(unlinkProviderSchema, async (input) => {
        await unlinkProvider(deps.db, { userId: user.id, locale }, input.provider, deps.env.OIDC_PROVIDERS);
        throw redirect(here(), { status: 303 });
      });
    case 'renamePasskey':
      return submit(renamePasskeySchema.extend(passkeyIdSchema.shape), async ({ id, name }) => {
        await renamePasskey(deps.db, { userId: user.id, locale }, id, { name });
        throw redirect(here(), { status: 303, headers: passkeyFlash('settings.renamed', secure) });
      });
    case 'removePasskey':
      return submit(passkeyIdSchema, async ({ id }) => {
        await removePasskey(deps.db, { userId: user.id, locale }, id);
        throw redirect(here(), { status: 303, headers: passkeyFlash('settings.removed', secure) });
      });
  }
}

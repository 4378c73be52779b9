import { data, type RouterContextProvider, redirect } from 'react-router';
import type { z } from 'zod';
import { cookieHeaders, flashCookie } from '#app/lib/auth-responses.server.ts';
import { type FieldErrors, parseForm, readForm } from '#app/lib/form.server.ts';
import { requireVerifiedUser } from '#app/lib/guards.server.ts';
import { localeFromPath, localizePath } from '#domain/locale.ts';
import { secondFactorCodeSchema, secondFactorPasswordSchema } from '#domain/schemas/settings.ts';
import { getT } from '#locales/i18n.ts';
import { AppError } from '#server/errors.ts';
import {
  confirmSetUp,
  newRecoveryCodes,
  type PendingSetUp,
  pendingAgain,
  recoveryCodesToShow,
  secondFactorOf,
  startSetUp,
  turnOff,
} from '#server/features/settings/second-factor.service.ts';
import type { Caller } from '#server/features/settings/settings.service.ts';
import { settingsLabels } from '#server/features/settings/settings-labels.ts';
import { requestContext } from '#server/request-context.ts';
import { settingsDeps } from './settings.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const intents = ['start', 'confirm', 'off', 'codes'] as const;
type Intent = (typeof intents)[number];

/** The page's answer: a form's errors, the set-up to confirm, or recovery codes shown this once. */
export type SecondFactorResult = {
  intent: Intent;
  errors: FieldErrors;
  formError?: string;
  pending?: PendingSetUp;
  recoveryCodes?: string[];
};

/**
 * `/account/second-factor`: whether it is on, whether the admin area sent the visitor here, and
 * the recovery codes once, right after it was turned on.
 */
export async function secondFactorLoader(args: Args) {
  const user = await requireVerifiedUser(args);
  const url = new URL(args.request.url);
  const t = getT(localeFromPath(url.pathname));
  const ctx = args.context.get(requestContext);
  return {
    meta: {
      title: t('meta.titleTemplate', { page: t('account-settings:secondFactor.heading') }),
      description: t('account-settings:secondFactor.intro'),
    },
    state: await secondFactorOf(ctx.database, user.id),
    required: url.searchParams.has('required'),
    recoveryCodes: await recoveryCodesToShow({ auth: ctx.auth, db: ctx.database.db }, user.id),
  };
}

export async function secondFactorAction(args: Args) {
  const user = await requireVerifiedUser(args);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const deps = settingsDeps(args.context);
  const caller: Caller = { user, request: args.request, locale };
  const formData = await readForm(args.request);
  const found = intents.find((name) => name === formData.get('intent'));
  if (!found) throw data(null, { status: 400 });
  const intent: Intent = found;
  const answer = (result: Omit<SecondFactorResult, 'intent' | 'errors'>, init?: ResponseInit) =>
    data<SecondFactorResult>({ intent, errors: {}, ...result }, init);

  /** Validates the form, then runs it; a refusal comes back with the field's message. */
  async function submit<S extends z.ZodType>(
    schema: S,
    run: (input: z.output<S>) => Promise<Response | ReturnType<typeof answer>>,
    keep?: () => Promise<PendingSetUp | null>,
  ) {
    const form = parseForm(schema, formData, locale, settingsLabels(locale));
    const pending = (await keep?.()) ?? undefined;
    if (!form.ok) return data<SecondFactorResult>({ intent, errors: form.errors, pending }, { status: 400 });
    try {
      return await run(form.data);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const errors = Object.fromEntries((error.fields ?? []).map(({ field, message }) => [field, message]));
      const formError = error.fields ? undefined : error.message;
      return data<SecondFactorResult>(
        { intent, errors, pending, ...(formError ? { formError } : {}) },
        { status: error.status, headers: error.headers },
      );
    }
  }

  const secure = deps.env.PUBLIC_URL.startsWith('https://');
  switch (intent) {
    case 'start':
      return submit(secondFactorPasswordSchema, async (input) =>
        answer({ pending: await startSetUp(deps, caller, input) }),
      );
    case 'confirm': {
      const uri = String(formData.get('uri') ?? '');
      return submit(
        secondFactorCodeSchema,
        async (input) => {
          const headers = cookieHeaders(await confirmSetUp(deps, caller, input));
          throw redirect(localizePath('/account/second-factor', locale), { status: 303, headers });
        },
        async () => pendingAgain(caller, uri),
      );
    }
    case 'codes':
      return submit(secondFactorPasswordSchema, async (input) =>
        answer({ recoveryCodes: await newRecoveryCodes(deps, caller, input) }),
      );
    case 'off':
      return submit(secondFactorPasswordSchema, async (input) => {
        const headers = cookieHeaders(await turnOff(deps, caller, input));
        headers.append(
          'Set-Cookie',
          flashCookie({ variant: 'success', key: 'account-settings:secondFactor.turnedOff' }, secure),
        );
        throw redirect(localizePath('/account/setting', locale), { status: 303, headers });
      });
  }
}

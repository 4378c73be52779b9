import type { createAuthMiddleware } from 'better-auth/api';
import { z } from 'zod';
import { chosenPassword } from '#domain/common-passwords.server.ts';
import type { Locale } from '#domain/locale.ts';
import { exactly, signUpFields } from '#domain/schemas/account.ts';
import { getT } from '#locales/i18n.ts';
import { apiLocale, validationFields } from '../i18n.ts';
import { checkInputs, fieldsRefusal } from './validation-message.ts';

/** better-auth's endpoint context, as its before and after hooks see it. */
export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The bodies that set a password or create an account, checked here for every caller, HTTP or in-process. */
const bodyRules: Record<string, { schema: z.ZodType; labels: (locale: Locale) => Record<string, string> }> = {
  '/sign-up/email': {
    schema: exactly({ ...signUpFields, password: chosenPassword }),
    labels: (locale) => {
      const t = getT(locale);
      return {
        name: t('account-register:register.displayName'),
        email: t('account-register:register.email'),
        password: t('account-register:register.password'),
        terms: t('account-register:register.termsField'),
      };
    },
  },
  '/reset-password': {
    schema: z.object({ newPassword: chosenPassword }),
    labels: (locale) => ({ newPassword: getT(locale)('account-signin:newPassword.password') }),
  },
  '/change-password': {
    schema: z.object({ newPassword: chosenPassword }),
    labels: (locale) => ({ newPassword: getT(locale)('account-settings:fields.newPassword') }),
  },
};

/**
 * A mailed verification link's `callbackURL`: a path of this site, as our pages send. better-auth
 * redirects to it as it is, so another site's address made the link an open redirect; and it joins
 * its error to it with `new URL`, which throws (a 500) on what is not a URL, `//host`, or a path
 * that a tab or a newline makes one.
 */
const callbackURL = z.string().regex(/^\/(?![/\\])[^\\\p{Cc}]*$/u);

/** The queries better-auth takes as any string but cannot use as any. */
const queryRules: Record<string, z.ZodType> = {
  '/verify-email': z.looseObject({ callbackURL: callbackURL.optional() }),
};

/** The caller's language: the request's, or for an in-process call, its headers'. */
export function localeOf(ctx: HookContext): Locale {
  return apiLocale(ctx.request ?? new Request(ctx.context.baseURL, { headers: ctx.headers }));
}

/**
 * Holds better-auth's own endpoints to the site's rules: a sign-up is the registration form's
 * (display name, terms, a password not on the common list, nothing else), and every new password
 * is checked against the list. A refusal names each field in the caller's language. The checked
 * sign-up body replaces the sent one, so `newsletter` reaches `wantsNewsletter` as a boolean. Every
 * other body and query is held to its endpoint's own schema here too (validation-message.ts), so no
 * caller meets better-auth's English `[body.field] Invalid input`.
 */
export async function checkBody(ctx: HookContext) {
  const queryRule = ctx.path ? queryRules[ctx.path] : undefined;
  const query = queryRule?.safeParse(ctx.query ?? {});
  if (query && !query.success) throw fieldsRefusal(validationFields(query.error, localeOf(ctx)));
  const rule = ctx.path ? bodyRules[ctx.path] : undefined;
  if (!rule) return checkInputs(ctx, () => localeOf(ctx));
  const result = rule.schema.safeParse(ctx.body ?? {});
  if (!result.success) {
    const locale = localeOf(ctx);
    throw fieldsRefusal(validationFields(result.error, locale, rule.labels(locale)));
  }
  // What the rule leaves to better-auth (reset-password's token…) is held to better-auth's schema, told as ours.
  const body = ctx.path === '/sign-up/email' ? result.data : ctx.body;
  await checkInputs({ ...ctx, body }, () => localeOf(ctx));
  return ctx.path === '/sign-up/email' ? { context: { body } } : undefined;
}

/** The date of consent to the terms of a new account: set by the server at sign-up, never sent. */
export function consentAtSignUp(ctx: { path?: string } | null) {
  return ctx?.path === '/sign-up/email' ? { termsAcceptedAt: new Date() } : {};
}

/**
 * Whether a sign-up ticked the newsletter box. It only starts the newsletter's double opt-in
 * (server/newsletter/subscription.ts): the subscriber's row, not the account, holds the consent.
 */
export function wantsNewsletter(ctx: { path?: string; body?: unknown } | null): boolean {
  return ctx?.path === '/sign-up/email' && (ctx.body as { newsletter?: unknown } | undefined)?.newsletter === true;
}

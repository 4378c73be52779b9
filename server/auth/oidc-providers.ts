import { z } from 'zod';
import { PROVIDER_ID } from '#domain/schemas/settings.ts';

/**
 * Issuers that are the same for every site, so `{ "id": "google", "clientId", "clientSecret" }`
 * is a whole entry. Microsoft's `common` tenant is multi-tenant and its ID tokens name each
 * tenant as issuer, so an operator with one tenant should give its own issuer instead.
 */
const presets: Record<string, { name: string; issuer: string }> = {
  google: { name: 'Google', issuer: 'https://accounts.google.com' },
  microsoft: { name: 'Microsoft', issuer: 'https://login.microsoftonline.com/common/v2.0' },
  apple: { name: 'Apple', issuer: 'https://appleid.apple.com' },
};

const entry = z
  .object({
    id: z.string().regex(PROVIDER_ID, { message: 'must be 1-32 lowercase letters, digits or dashes' }),
    name: z.string().trim().min(1).max(40).optional(),
    issuer: z
      .string()
      .regex(/^https?:\/\/[^/]+/, { message: 'must be a URL starting with http:// or https://' })
      .optional(),
    clientId: z.string().trim().min(1),
    clientSecret: z.string().trim().min(1),
  })
  .strict()
  .transform((value, ctx) => {
    const preset = presets[value.id];
    const issuer = (value.issuer ?? preset?.issuer)?.replace(/\/+$/, '');
    if (!issuer) {
      ctx.addIssue({
        code: 'custom',
        path: ['issuer'],
        message: `is required for "${value.id}" (presets: ${Object.keys(presets).join(', ')})`,
      });
      return z.NEVER;
    }
    return { ...value, issuer, name: value.name ?? preset?.name ?? value.id };
  });

export type OidcProvider = z.output<typeof entry>;

/** `OIDC_PROVIDERS`: a JSON array of providers with unique ids; unset or empty means none. */
export const oidcProvidersSetting = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx) => {
    if (!value) return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a JSON array of {"id", "name", "issuer", "clientId", "clientSecret"}',
      });
      return z.NEVER;
    }
  })
  .pipe(
    z.array(entry).refine((list) => new Set(list.map(({ id }) => id)).size === list.length, {
      message: 'must not name one id twice',
    }),
  );

/** The address each provider is registered with, and where better-auth fetches its discovery document. */
export const oidcRedirectUri = (publicUrl: string, id: string) => `${publicUrl}/api/auth/oauth2/callback/${id}`;
export const discoveryUrl = (issuer: string) => `${issuer}/.well-known/openid-configuration`;

/** What pages may know of the providers: never a client's id or secret. */
export const providerButtons = (providers: readonly OidcProvider[]) => providers.map(({ id, name }) => ({ id, name }));

import { z } from 'zod';
import { isCountryCode } from '../countries.ts';
import { displayName } from './account.ts';
import { readOnly } from './read-only.ts';

/** Limits of profile input, used by the edit form, its action and the API alike. */
export const profileLimits = {
  aliasMin: 3,
  aliasMax: 30,
  locationMax: 100,
  aboutMeMax: 2000,
  socialUrlMax: 300,
} as const;

/** Letters, digits, `-` and `_`, starting with a letter or digit: safe in a path and easy to type. */
export const aliasPattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/**
 * First path segments the site uses or will use (spec section 2); an alias may not take one, or the
 * vanity link would hide a page. `app/routes.test.ts` keeps this list in step with the routes.
 */
export const reservedAliases = new Set([
  'about',
  'account',
  'admin',
  'api',
  'assets',
  'auth',
  'blog',
  'confirmation-newsletter',
  'contact',
  'de',
  'en',
  'explore',
  'faq',
  'forwarding',
  'help',
  'icons',
  'imprint',
  'magazine',
  'media',
  'newsletter',
  'not-found',
  'offline',
  'privacy-policy',
  'recover',
  'register',
  'registration-newsletter',
  'search',
  'settings',
  'share-info',
  'signin',
  'signing-out',
  'signout',
  'support',
  'terms-of-use',
  'trip',
  'tripoftheday',
  'trips',
  'unsubscribe',
  'user',
  'users',
  'verify-email',
  '__e2e',
]);

export const isReservedAlias = (alias: string) => reservedAliases.has(alias.toLowerCase());

/** Social networks a profile may link to; each link must point to the network's own site. */
export const socialNetworks = {
  facebook: ['facebook.com'],
  instagram: ['instagram.com'],
  x: ['x.com', 'twitter.com'],
  youtube: ['youtube.com'],
  tiktok: ['tiktok.com'],
  pinterest: ['pinterest.com'],
  website: null,
} as const satisfies Record<string, readonly string[] | null>;

export type SocialNetwork = keyof typeof socialNetworks;
export const socialNetworkIds = Object.keys(socialNetworks) as SocialNetwork[];

function onNetwork(network: SocialNetwork, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const hosts: readonly string[] | null = socialNetworks[network];
  return !hosts || hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

/** Empty or null: none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => value || null);

const countryList = z
  .array(z.string().trim().toUpperCase())
  .describe('ISO 3166-1 alpha-2 codes')
  .max(300)
  .refine((codes) => codes.every(isCountryCode), { message: 'invalid' })
  .transform((codes) => [...new Set(codes)]);

export const aliasSchema = z
  .string()
  .trim()
  .min(profileLimits.aliasMin)
  .max(profileLimits.aliasMax)
  .refine((value) => aliasPattern.test(value), { message: 'alias_format' });

const socialUrl = (network: SocialNetwork) =>
  optionalText(profileLimits.socialUrlMax).refine((value) => value === null || onNetwork(network, value), {
    message: 'invalid',
  });

export const profileSchema = z.object({
  displayName,
  // Empty or null means "no vanity link".
  alias: z.union([z.literal('').transform(() => null), z.null(), aliasSchema]),
  location: optionalText(profileLimits.locationMax),
  aboutMe: optionalText(profileLimits.aboutMeMax),
  traveledCountries: countryList,
  favoriteCountries: countryList,
  socialProfiles: z.object(
    Object.fromEntries(socialNetworkIds.map((network) => [network, socialUrl(network).optional()])) as Record<
      SocialNetwork,
      z.ZodOptional<ReturnType<typeof socialUrl>>
    >,
  ),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileUpdate = z.output<typeof profileSchema>;

/**
 * The signed-in user's own profile: what `GET /api/user/profile/edit` returns and, unchanged or in
 * part, what `PUT` takes back. The figures, the photo (its own call) and the e-mail address
 * (changed in the settings) are the server's.
 */
export const ownProfileSchema = profileSchema.extend({
  displayName: profileSchema.shape.displayName
    .nullable()
    .describe('null only for an account without a name; sending null keeps the name as it is'),
  email: readOnly(z.string()),
  photo: readOnly(z.string().nullable().describe('Served at /media/{preset}/{key}.webp')),
  joinedAt: readOnly(z.iso.datetime({ offset: true })),
  postedTrips: readOnly(z.number().int()),
  visitedCountries: readOnly(z.number().int()),
  badgeLevel: readOnly(z.number().int().min(0).max(4)),
});

/** A save of the own profile: the fields sent change, the others stay. */
export const ownProfileUpdateSchema = ownProfileSchema.partial();

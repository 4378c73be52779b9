import type { z } from 'zod';
import type { Locale } from '#domain/locale.ts';
import {
  type ownProfileUpdateSchema,
  type ProfileUpdate,
  profileSchema,
  socialNetworkIds,
} from '#domain/schemas/profile.ts';
import { getT } from '#locales/i18n.ts';
import type { FieldError } from '../../errors.ts';
import { validationFields } from '../../i18n.ts';
import type { AliasCheck, ProfileRecord } from './profile.service.ts';

/** Field names as the edit form shows them, so API and page errors read alike. */
export function profileLabels(locale: Locale): Record<string, string> {
  const t = getT(locale);
  const labels: Record<string, string> = {};
  for (const field of ['displayName', 'alias', 'location', 'aboutMe', 'traveledCountries', 'favoriteCountries'])
    labels[field] = t(`account-profile:fields.${field}`);
  for (const network of socialNetworkIds) labels[`socialProfiles.${network}`] = t(`account-profile:social.${network}`);
  return labels;
}

export function aliasMessage(locale: Locale, reason: Exclude<AliasCheck, { available: true }>['reason']): string {
  return getT(locale)(`account-profile:alias.${reason}`);
}

export type ParsedProfile = { ok: true; data: ProfileUpdate } | { ok: false; fields: FieldError[] };

export function parseProfile(input: unknown, locale: Locale): ParsedProfile {
  const result = profileSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, fields: validationFields(result.error, locale, profileLabels(locale)) };
}

/**
 * A checked save of the API on top of the stored profile: the fields sent change, the others stay,
 * and the server's own (photo, e-mail, figures) are never taken from the body.
 */
export function profileUpdateOf(current: ProfileRecord, sent: z.output<typeof ownProfileUpdateSchema>): ProfileUpdate {
  return {
    displayName: sent.displayName ?? current.name,
    alias: sent.alias === undefined ? current.alias : sent.alias,
    location: sent.location === undefined ? current.location : sent.location,
    aboutMe: sent.aboutMe === undefined ? current.aboutMe : sent.aboutMe,
    traveledCountries: sent.traveledCountries ?? current.traveledCountries,
    favoriteCountries: sent.favoriteCountries ?? current.favoriteCountries,
    socialProfiles: sent.socialProfiles ?? current.socialProfiles,
  };
}

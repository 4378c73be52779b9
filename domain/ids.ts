import { aliasPattern, profileLimits } from './schemas/profile.ts';

/**
 * The shapes of the keys that name things in addresses. Every door (API parameters, page loaders,
 * lookups) checks a key against its shape first: a key of another shape names nothing, so it is
 * "not found" without a query, and bytes the database refuses (a NUL) never reach it.
 */

/** Ids the server makes: 12 random bytes in base64url, 16 characters. */
export const idPattern = /^[A-Za-z0-9_-]{16}$/;

/** Trip slugs: lowercase words and digits joined by single dashes (the title's words and a random tail). */
export const slugPattern = /^(?=[a-z0-9-]{1,100}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A trip's page address and `GET /api/trip/{id}` take either. */
export const tripKeyPattern = new RegExp(`${idPattern.source}|${slugPattern.source}`);

/** A profile's vanity link `/{alias}`, by the alias rule of the profile form. */
export const isAliasShaped = (value: string) =>
  value.length >= profileLimits.aliasMin && value.length <= profileLimits.aliasMax && aliasPattern.test(value);

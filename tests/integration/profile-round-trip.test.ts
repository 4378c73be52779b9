import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryCodes } from '#domain/countries.ts';
import {
  isReservedAlias,
  ownProfileSchema,
  profileLimits,
  type SocialNetwork,
  socialNetworkIds,
  socialNetworks,
} from '#domain/schemas/profile.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, resourceOf, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
  cookie = await verifiedUser(t, 'jana@example.org', 'Jana');
});
afterAll(() => t.dispose());

const call = resourceOf(
  () => t,
  '/api/user/profile/edit',
  () => cookie,
);

const words = (max: number) => fc.string({ unit: 'grapheme', maxLength: max });
const padded = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.constantFrom('', ' ', '  ')).map(([w, s]) => s + w + s);
const alias = fc
  .stringMatching(new RegExp(`^[A-Za-z0-9][A-Za-z0-9_-]{${profileLimits.aliasMin - 1},${profileLimits.aliasMax - 1}}$`))
  .filter((value) => !isReservedAlias(value));
// Country codes as people type them: any case, repeated, with spaces.
const countries = fc.array(
  fc
    .tuple(fc.constantFrom(...countryCodes), fc.boolean())
    .map(([code, lower]) => (lower ? ` ${code.toLowerCase()}` : code)),
  { maxLength: 5 },
);
const link = (network: SocialNetwork) =>
  fc
    .tuple(fc.constantFrom(...(socialNetworks[network] ?? ['example.org', 'travel.example'])), fc.webSegment())
    .map(([host, path]) => `https://${host}/${path}`);
const socialProfiles = fc.record(
  Object.fromEntries(
    socialNetworkIds.map((network) => [network, fc.oneof(link(network), fc.constant(''), fc.constant(null))]),
  ),
  { requiredKeys: [] },
);

const profile = fc.record({
  displayName: padded(words(40).filter((name) => name.trim().length > 0)),
  alias: fc.oneof(alias, fc.constant(''), fc.constant(null)),
  location: fc.option(padded(words(60))),
  aboutMe: fc.option(words(300)),
  traveledCountries: countries,
  favoriteCountries: countries,
  socialProfiles,
});

/** A profile as stored: the writable fields normalised by the schema, empty links left out. */
function asWritten(body: unknown) {
  const {
    email,
    photo,
    joinedAt,
    postedTrips,
    visitedCountries,
    badgeLevel,
    socialProfiles: links,
    ...own
  } = ownProfileSchema.parse(body);
  return { ...own, socialProfiles: Object.fromEntries(Object.entries(links).filter(([, url]) => Boolean(url))) };
}

describe('the own profile', () => {
  it('that GET returns goes back unchanged through PUT', async () => {
    const first = await call('GET');
    expect(await call('PUT', first)).toEqual(first);
    await fc.assert(
      fc.asyncProperty(profile, async (written) => {
        await call('PUT', written);
        const read = await call('GET');
        expect(asWritten(read)).toEqual(asWritten(written));
        expect(await call('PUT', read)).toEqual(read);
        expect(await call('GET')).toEqual(read);
      }),
      { numRuns: 40 },
    );
  });
});

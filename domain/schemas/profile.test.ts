import { describe, expect, it } from 'vitest';
import { profileSchema } from './profile.ts';

const valid = {
  displayName: 'Jana',
  alias: 'jana-k',
  location: 'Leipzig',
  aboutMe: '',
  traveledCountries: ['de', 'FR', 'FR'],
  favoriteCountries: [],
  socialProfiles: { instagram: 'https://www.instagram.com/jana', website: 'https://jana.example' },
};

const fieldsOf = (input: unknown) => {
  const result = profileSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('profile input', () => {
  it('normalises what it keeps', () => {
    const profile = profileSchema.parse(valid);
    expect(profile.traveledCountries).toEqual(['DE', 'FR']);
    expect(profile.aboutMe).toBeNull();
    expect(profileSchema.parse({ ...valid, alias: '' }).alias).toBeNull();
  });

  it.each([
    [{ alias: 'ab' }, 'alias'],
    [{ alias: '-jana' }, 'alias'],
    [{ alias: 'jana/k' }, 'alias'],
    [{ displayName: ' ' }, 'displayName'],
    [{ traveledCountries: ['XX'] }, 'traveledCountries'],
    [{ socialProfiles: { instagram: 'https://evil.example/instagram.com' } }, 'socialProfiles.instagram'],
    [{ socialProfiles: { facebook: 'http://facebook.com/jana' } }, 'socialProfiles.facebook'],
    [{ socialProfiles: { website: 'javascript:alert(1)' } }, 'socialProfiles.website'],
  ])('refuses %j at its field', (change, field) => {
    expect(fieldsOf({ ...valid, ...change })).toEqual([field]);
  });
});

import { badgeLevel } from '#domain/badges.ts';
import type { ProfileRecord } from './profile.service.ts';

/** What anyone may see of a user: never the e-mail address or internal ids. */
export function presentPublicProfile(record: ProfileRecord) {
  const visitedCountries = record.visitedCountries.length;
  return {
    alias: record.alias,
    displayName: record.name.trim() || null,
    photo: record.image,
    location: record.location,
    aboutMe: record.aboutMe,
    traveledCountries: record.traveledCountries,
    favoriteCountries: record.favoriteCountries,
    socialProfiles: record.socialProfiles,
    joinedAt: record.joinedAt.toISOString(),
    postedTrips: record.postedTrips,
    visitedCountries,
    badgeLevel: badgeLevel(record.postedTrips, visitedCountries),
  };
}

/** The owner's view adds the private e-mail address. */
export function presentOwnProfile(record: ProfileRecord) {
  return { ...presentPublicProfile(record), email: record.email };
}

export type PublicProfile = ReturnType<typeof presentPublicProfile>;
export type OwnProfile = ReturnType<typeof presentOwnProfile>;

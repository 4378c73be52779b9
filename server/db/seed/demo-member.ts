import { profileSchema } from '#domain/schemas/profile.ts';
import { updateProfile } from '../../features/profile/profile.service.ts';
import { setPhotoKey } from '../../features/profile/profile-photo.ts';
import { type MediaDeps, storeImage } from '../../media/media.service.ts';
import { user } from '../schema/index.ts';
import { type Portrait, portraitImage, portraitSchema } from './portrait-image.ts';

type Words = { en: string; de: string };

/** A member of the demo community, as their profile shows them. */
export type DemoMember = {
  name: string;
  location: string;
  locale: 'en' | 'de';
  /** When they signed up: before anything they wrote, as a real member would have. */
  joined: string;
  aboutMe: Words;
  /** Every country of their trips and more; the profile counts these with the trips' own. */
  traveled: string[];
  favorites: string[];
  /** Their profile photo, drawn: the demo shows no real person's face. */
  portrait: Portrait;
};

/**
 * Signs the member up on their join date, then fills the profile and photo through the profile's own
 * schema and services, so a demo profile obeys every rule a member's does. They have no password,
 * so nobody can sign in as them.
 */
export async function seedMember(deps: MediaDeps, id: string, alias: string, member: DemoMember, role = 'user') {
  const joined = new Date(`${member.joined}T10:00:00Z`);
  await deps.db.insert(user).values({
    id,
    name: member.name,
    email: `${alias}@demo.itinera.invalid`,
    emailVerified: true,
    role,
    locale: member.locale,
    // Their addresses lead nowhere: no mails about the demo conversations.
    commentMails: false,
    createdAt: joined,
    updatedAt: joined,
  });
  await updateProfile(
    deps.db,
    id,
    profileSchema.parse({
      displayName: member.name,
      alias,
      location: member.location,
      aboutMe: member.aboutMe[member.locale],
      traveledCountries: member.traveled,
      favoriteCountries: member.favorites,
      socialProfiles: {},
    }),
  );
  const bytes = await portraitImage(alias, portraitSchema.parse(member.portrait));
  const photo = await storeImage(deps, { bytes, ownerId: id, purpose: 'profile-photo' });
  await setPhotoKey(deps, id, photo, member.locale);
}

import { and, eq, sql } from 'drizzle-orm';
import { isReservedAlias, type ProfileUpdate } from '#domain/schemas/profile.ts';
import type { Db } from '../../db/client.ts';
import { violates } from '../../db/constraint-violation.ts';
import { isPublicTrip } from '../../db/public-trip.ts';
import { trip, user, userProfile } from '../../db/schema/index.ts';

export type ProfileRecord = {
  userId: string;
  name: string;
  email: string;
  image: string | null;
  joinedAt: Date;
  alias: string | null;
  location: string | null;
  aboutMe: string | null;
  traveledCountries: string[];
  favoriteCountries: string[];
  socialProfiles: Record<string, string>;
  postedTrips: number;
  /** The countries the user says they travelled to, and those of their published trips. */
  visitedCountries: string[];
};

export type AliasCheck = { available: true } | { available: false; reason: 'format' | 'reserved' | 'taken' };

/** What the user's published trips count for the badge (spec 3): how many, and which countries they cross. */
export async function publishedTripFigures(db: Db, userId: string) {
  const trips = await db
    .select({ countries: trip.countries })
    .from(trip)
    .where(and(eq(trip.authorId, userId), isPublicTrip()));
  return { postedTrips: trips.length, countries: trips.flatMap((row) => row.countries) };
}

const columns = {
  userId: user.id,
  name: user.name,
  email: user.email,
  image: user.image,
  joinedAt: user.createdAt,
  alias: userProfile.alias,
  location: userProfile.location,
  aboutMe: userProfile.aboutMe,
  traveledCountries: userProfile.traveledCountries,
  favoriteCountries: userProfile.favoriteCountries,
  socialProfiles: userProfile.socialProfiles,
};

async function findProfile(db: Db, where: ReturnType<typeof eq>): Promise<ProfileRecord | null> {
  const [row] = await db
    .select(columns)
    .from(user)
    .leftJoin(userProfile, eq(userProfile.userId, user.id))
    .where(where)
    .limit(1);
  if (!row) return null;
  const traveledCountries = row.traveledCountries ?? [];
  const { postedTrips, countries } = await publishedTripFigures(db, row.userId);
  return {
    ...row,
    traveledCountries,
    favoriteCountries: row.favoriteCountries ?? [],
    socialProfiles: row.socialProfiles ?? {},
    postedTrips,
    visitedCountries: [...new Set([...traveledCountries, ...countries])].sort(),
  };
}

export const profileOfUser = (db: Db, userId: string) => findProfile(db, eq(user.id, userId));

/** Aliases are looked up without case; the caller redirects to the stored spelling. */
export const profileOfAlias = (db: Db, alias: string) =>
  findProfile(db, sql`lower(${userProfile.alias}) = lower(${alias}) and ${user.emailVerified}`);

async function aliasOwner(db: Db, alias: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: userProfile.userId })
    .from(userProfile)
    .where(sql`lower(${userProfile.alias}) = lower(${alias})`)
    .limit(1);
  return row?.userId ?? null;
}

/** Whether `alias` could be the user's vanity link; their own alias counts as available. */
export async function checkAlias(db: Db, userId: string, alias: string, formatOk: boolean): Promise<AliasCheck> {
  if (!formatOk) return { available: false, reason: 'format' };
  if (isReservedAlias(alias)) return { available: false, reason: 'reserved' };
  const owner = await aliasOwner(db, alias);
  return owner === null || owner === userId ? { available: true } : { available: false, reason: 'taken' };
}

export class AliasUnavailableError extends Error {
  readonly reason: 'reserved' | 'taken';
  constructor(reason: 'reserved' | 'taken') {
    super(`alias ${reason}`);
    this.reason = reason;
  }
}

/** Saves the whole profile; a taken alias fails even when two users race for it (unique index). */
export async function updateProfile(db: Db, userId: string, update: ProfileUpdate): Promise<void> {
  if (update.alias !== null) {
    const check = await checkAlias(db, userId, update.alias, true);
    if (!check.available) throw new AliasUnavailableError(check.reason === 'reserved' ? 'reserved' : 'taken');
  }
  const fields = {
    alias: update.alias,
    location: update.location,
    aboutMe: update.aboutMe,
    traveledCountries: update.traveledCountries,
    favoriteCountries: update.favoriteCountries,
    socialProfiles: Object.fromEntries(
      Object.entries(update.socialProfiles).filter((entry): entry is [string, string] => Boolean(entry[1])),
    ),
    updatedAt: new Date(),
  };
  try {
    await db.transaction(async (tx) => {
      await tx.update(user).set({ name: update.displayName, updatedAt: new Date() }).where(eq(user.id, userId));
      await tx
        .insert(userProfile)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: userProfile.userId, set: fields });
    });
  } catch (error) {
    if (violates(error, 'unique')) throw new AliasUnavailableError('taken');
    throw error;
  }
}

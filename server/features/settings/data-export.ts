import { asc, eq, inArray } from 'drizzle-orm';
import { mediaUrl } from '#domain/media.ts';
import type { Db } from '../../db/client.ts';
import {
  abuseReport,
  accommodation,
  account,
  activity,
  comment,
  day,
  direction,
  media,
  place,
  rating,
  savedTrip,
  session,
  trip,
  user,
  userProfile,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { subscriptionOf } from '../../newsletter/subscription.ts';
import { passkeysOf } from './passkeys.service.ts';

/** A picture as a link that works outside the site: the largest preset, which keeps the aspect ratio. */
const linkTo = (publicUrl: string) => (key: string | null) => (key ? `${publicUrl}${mediaUrl(key, 'raw-lg')}` : null);

type Link = ReturnType<typeof linkTo>;

const childrenOf = <T extends { placeId: string }>(rows: T[], placeId: string) =>
  rows.filter((row) => row.placeId === placeId).map(({ placeId: _, ...rest }) => rest);

/**
 * Every trip the user wrote, drafts included, with the words of every language it has (`text` per
 * object, keyed by language) and links to its pictures.
 */
async function tripsOf(db: Db, userId: string, link: Link) {
  const trips = await db.select().from(trip).where(eq(trip.authorId, userId)).orderBy(asc(trip.createdAt));
  const places = trips.length
    ? await db
        .select()
        .from(place)
        .where(
          inArray(
            place.tripId,
            trips.map((row) => row.id),
          ),
        )
        .orderBy(asc(place.position))
    : [];
  const placeIds = places.map((row) => row.id);
  const [activities, directions, stays, days] = placeIds.length
    ? await Promise.all([
        db.select().from(activity).where(inArray(activity.placeId, placeIds)).orderBy(asc(activity.position)),
        db.select().from(direction).where(inArray(direction.placeId, placeIds)).orderBy(asc(direction.position)),
        db.select().from(accommodation).where(inArray(accommodation.placeId, placeIds)),
        db.select().from(day).where(inArray(day.placeId, placeIds)).orderBy(asc(day.number)),
      ])
    : [[], [], [], []];
  return trips.map(({ authorId: _, coverImage, ...own }) => ({
    ...own,
    coverImage: link(coverImage),
    places: places
      .filter((p) => p.tripId === own.id)
      .map(({ tripId: _, image, ...p }) => ({
        ...p,
        image: link(image),
        activities: childrenOf(activities, p.id).map(({ images, ...a }) => ({
          ...a,
          images: images.map((entry) => ({ url: link(entry.key), highlight: entry.highlight })),
        })),
        directions: childrenOf(directions, p.id),
        accommodation: childrenOf(stays, p.id).map((stay) => ({ ...stay, image: link(stay.image) }))[0] ?? null,
        days: childrenOf(days, p.id),
      })),
  }));
}

/** Every picture the user uploaded, whether or not something shows it. */
async function picturesOf(db: Db, userId: string, link: Link) {
  const rows = await db
    .select({ key: media.key, purpose: media.purpose, width: media.width, height: media.height, at: media.createdAt })
    .from(media)
    .where(eq(media.ownerId, userId))
    .orderBy(asc(media.createdAt));
  return rows.map(({ key, at, ...picture }) => ({ url: link(key), ...picture, uploadedAt: at }));
}

/** What the user did with trips: comments (with words), ratings, saved trips and reports. */
async function communityOf(db: Db, userId: string) {
  const comments = await db
    .select({
      _id: comment.id,
      commentOn: comment.tripId,
      replyTo: comment.replyToId,
      body: comment.body,
      createdAt: comment.createdAt,
      editedAt: comment.editedAt,
    })
    .from(comment)
    .where(eq(comment.authorId, userId))
    .orderBy(asc(comment.createdAt));
  const ratings = await db
    .select({ trip: rating.tripId, value: rating.value, ratedAt: rating.ratedAt })
    .from(rating)
    .where(eq(rating.userId, userId));
  const savedTrips = await db
    .select({ trip: savedTrip.tripId, savedAt: savedTrip.savedAt })
    .from(savedTrip)
    .where(eq(savedTrip.userId, userId));
  const reports = await db
    .select({
      trip: abuseReport.tripId,
      comment: abuseReport.commentId,
      reason: abuseReport.reason,
      note: abuseReport.comment,
      reportedAt: abuseReport.reportedAt,
    })
    .from(abuseReport)
    .where(eq(abuseReport.reporterId, userId));
  return { comments, ratings, savedTrips, reports };
}

/**
 * Everything personal we keep about the user, for "download my data": account, profile, sessions,
 * logins, passkeys, trips, pictures, and comments, ratings, saved trips and reports; never hashes or
 * tokens. Links are absolute, from `publicUrl`.
 */
export async function exportData(db: Db, userId: string, publicUrl: string) {
  const [person] = await db.select().from(user).where(eq(user.id, userId));
  if (!person) throw new AppError('UNAUTHORIZED', 'Please sign in first.');
  const link = linkTo(publicUrl);
  const [profile] = await db.select().from(userProfile).where(eq(userProfile.userId, userId));
  const sessions = await db
    .select({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId));
  const logins = await db
    .select({ provider: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId));
  return {
    exportedAt: new Date().toISOString(),
    account: {
      name: person.name,
      email: person.email,
      emailVerified: person.emailVerified,
      locale: person.locale,
      role: person.role,
      createdAt: person.createdAt,
      termsAcceptedAt: person.termsAcceptedAt,
      commentMails: person.commentMails,
      copyMails: person.copyMails,
      // Whether a second factor is on; its secret and recovery codes are never exported (ADR 0086).
      secondFactor: person.twoFactorEnabled,
      photo: link(person.image),
    },
    profile: profile
      ? {
          alias: profile.alias,
          location: profile.location,
          aboutMe: profile.aboutMe,
          traveledCountries: profile.traveledCountries,
          favoriteCountries: profile.favoriteCountries,
          socialProfiles: profile.socialProfiles,
        }
      : null,
    newsletter: await subscriptionOf(db, { userId, email: person.email }),
    sessions,
    logins,
    // Names and dates only: a passkey's public key and id are of no use outside this site (ADR 0087).
    passkeys: (await passkeysOf(db, userId)).map(({ id: _, ...shown }) => shown),
    trips: await tripsOf(db, userId, link),
    pictures: await picturesOf(db, userId, link),
    ...(await communityOf(db, userId)),
  };
}

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isLocale, localizePath } from '#domain/locale.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/new-id.ts';
import { isPublicTrip } from '../../db/public-trip.ts';
import { comment, commentNotice, trip, user } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { commentsMail } from '../../mail/templates.ts';
import { unsubscribeToken } from '../../mail/unsubscribe-token.ts';
import { log } from '../../observability/logger.ts';

/** One mail per member and trip at most this often; what comes in between waits for a digest. */
export const commentMailInterval = 60 * 60 * 1000;

type Written = { id: string; tripId: string; authorId: string | null; replyToId: string | null };

/**
 * Who is to hear of a new comment: the trip's author, and the writer of the comment it answers
 * (told as a response); never its own writer, and only members with a verified address who keep
 * these mails.
 */
export async function noticeComment(db: Db, written: Written): Promise<void> {
  const recipients = new Map<string, 'comment' | 'reply'>();
  const [target] = await db.select({ authorId: trip.authorId }).from(trip).where(eq(trip.id, written.tripId));
  if (target?.authorId) recipients.set(target.authorId, 'comment');
  if (written.replyToId) {
    const [answered] = await db
      .select({ authorId: comment.authorId })
      .from(comment)
      .where(eq(comment.id, written.replyToId));
    if (answered?.authorId) recipients.set(answered.authorId, 'reply');
  }
  if (written.authorId) recipients.delete(written.authorId);
  if (recipients.size === 0) return;
  const willing = await db
    .select({ id: user.id })
    .from(user)
    .where(and(inArray(user.id, [...recipients.keys()]), eq(user.commentMails, true), eq(user.emailVerified, true)));
  if (willing.length === 0) return;
  await db.insert(commentNotice).values(
    willing.map(({ id }) => ({
      id: newId(),
      recipientId: id,
      tripId: written.tripId,
      commentId: written.id,
      kind: recipients.get(id) ?? 'comment',
    })),
  );
}

type Pair = { recipientId: string; tripId: string };

/**
 * Takes a pair's waiting notices for one mail, unless it had one within the interval. One
 * statement, so two server instances never send the same notice twice.
 */
async function claim(db: Db, pair: Pair, now: Date) {
  const since = new Date(now.getTime() - commentMailInterval).toISOString();
  return db
    .update(commentNotice)
    .set({ sentAt: now })
    .where(
      and(
        eq(commentNotice.recipientId, pair.recipientId),
        eq(commentNotice.tripId, pair.tripId),
        isNull(commentNotice.sentAt),
        sql`NOT EXISTS (SELECT 1 FROM ${commentNotice} AS recent WHERE recent.recipient_id = ${pair.recipientId}
          AND recent.trip_id = ${pair.tripId} AND recent.sent_at > ${since}::timestamptz)`,
      ),
    )
    .returning({ id: commentNotice.id, commentId: commentNotice.commentId, kind: commentNotice.kind });
}

async function mailFor(
  db: Db,
  env: Pick<Env, 'PUBLIC_URL' | 'AUTH_SECRET'>,
  pair: Pair,
  claimed: Awaited<ReturnType<typeof claim>>,
) {
  const [recipient] = await db
    .select({ email: user.email, name: user.name, locale: user.locale, willing: user.commentMails })
    .from(user)
    .where(eq(user.id, pair.recipientId));
  const [target] = await db
    .select({ slug: trip.slug, text: trip.text, language: trip.language })
    .from(trip)
    .where(and(eq(trip.id, pair.tripId), isPublicTrip()));
  const kinds = new Map(claimed.map((notice) => [notice.commentId, notice.kind]));
  const said = await db
    .select({ id: comment.id, body: comment.body, name: user.name })
    .from(comment)
    .innerJoin(user, eq(user.id, comment.authorId))
    .where(and(inArray(comment.id, [...kinds.keys()]), isNull(comment.deletedAt), isNull(comment.hiddenAt)))
    .orderBy(asc(comment.createdAt));
  // Taken back or hidden, or the trip or the wish for mails gone since: nothing to tell.
  if (!recipient?.willing || !target || said.length === 0) return null;
  const locale = isLocale(recipient.locale) ? recipient.locale : 'en';
  const title = (target.text[locale] ?? target.text[target.language])?.title ?? '';
  const token = unsubscribeToken(env.AUTH_SECRET, pair.recipientId);
  return commentsMail(
    locale,
    recipient,
    {
      trip: title,
      url: `${env.PUBLIC_URL}${localizePath(`/trips/${target.slug}`, locale)}#comments`,
      unsubscribe: `${env.PUBLIC_URL}${localizePath('/unsubscribe/comments', locale)}?token=${encodeURIComponent(token)}`,
    },
    said.map(({ id, body, name }) => ({ kind: kinds.get(id) ?? 'comment', name, body })),
  );
}

/**
 * Sends every mail about comments that is due: at once for a member and trip without a mail in
 * the last hour, else later as one digest (server/index.ts calls this every minute; a new
 * comment's door calls it for its trip, so the first mail goes promptly). A mail that
 * fails leaves its notices waiting for the next round. Answers how many mails went out.
 */
export async function deliverCommentMails(
  db: Db,
  mailer: Mailer,
  env: Pick<Env, 'PUBLIC_URL' | 'AUTH_SECRET'>,
  { tripId, now = new Date() }: { tripId?: string; now?: Date } = {},
): Promise<number> {
  const pairs = await db
    .selectDistinct({ recipientId: commentNotice.recipientId, tripId: commentNotice.tripId })
    .from(commentNotice)
    .where(and(isNull(commentNotice.sentAt), tripId ? eq(commentNotice.tripId, tripId) : undefined));
  let sent = 0;
  for (const pair of pairs) {
    const claimed = await claim(db, pair, now);
    if (claimed.length === 0) continue;
    const mail = await mailFor(db, env, pair, claimed);
    if (!mail) {
      // Dropped, not sent: dated long ago, so they hold back no later mail.
      const ids = claimed.map((notice) => notice.id);
      await db
        .update(commentNotice)
        .set({ sentAt: new Date(0) })
        .where(inArray(commentNotice.id, ids));
      continue;
    }
    try {
      await mailer.send(mail);
      sent += 1;
    } catch (error) {
      const ids = claimed.map((notice) => notice.id);
      await db.update(commentNotice).set({ sentAt: null }).where(inArray(commentNotice.id, ids));
      log.warn({ err: error }, 'A mail about comments could not be sent; it waits for the next round.');
    }
  }
  return sent;
}

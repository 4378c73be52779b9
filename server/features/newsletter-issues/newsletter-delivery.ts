import { and, eq, isNull, sql } from 'drizzle-orm';
import type { IssueContent } from '#domain/schemas/newsletter-issue.ts';
import { consumeAttempt } from '../../auth/account-throttle.ts';
import type { Db } from '../../db/client.ts';
import { newsletterDelivery, newsletterIssue, newsletterSubscriber } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { newsletterMail } from '../../mail/templates.ts';
import { log } from '../../observability/logger.ts';
import { issueContentById, linksFor } from './newsletter-issues.service.ts';

const minute = 60_000;

type Claimed = { issueId: string; subscriberId: string };

/**
 * Takes the next waiting delivery of an issue being sent, in one statement: `SKIP LOCKED` lets two
 * server instances claim side by side without ever taking the same row. Claimed means "being handed
 * over"; from here on the row is never offered again (ADR 0042).
 */
async function claimNext(db: Db, now: Date): Promise<Claimed | null> {
  const result = await db.execute<{ issue_id: string; subscriber_id: string }>(sql`
    UPDATE ${newsletterDelivery} SET claimed_at = ${now.toISOString()}::timestamptz
    WHERE (issue_id, subscriber_id) = (
      SELECT d.issue_id, d.subscriber_id FROM ${newsletterDelivery} d
      JOIN ${newsletterIssue} i ON i.id = d.issue_id AND i.status = 'sending'
      WHERE d.claimed_at IS NULL
      ORDER BY i.send_started_at, d.subscriber_id
      LIMIT 1
      FOR UPDATE OF d SKIP LOCKED)
    RETURNING issue_id, subscriber_id`);
  const [row] = result.rows;
  return row ? { issueId: row.issue_id, subscriberId: row.subscriber_id } : null;
}

const where = (claimed: Claimed) =>
  and(eq(newsletterDelivery.issueId, claimed.issueId), eq(newsletterDelivery.subscriberId, claimed.subscriberId));

/** Gives a claimed row back to the queue: only when its mail certainly did not go out. */
const release = (db: Db, claimed: Claimed) =>
  db
    .update(newsletterDelivery)
    .set({ claimedAt: null })
    .where(and(where(claimed), isNull(newsletterDelivery.sentAt)));

/** Issues whose every delivery has been taken are sent. */
async function finishIssues(db: Db, now: Date) {
  await db
    .update(newsletterIssue)
    .set({ status: 'sent', sentAt: now })
    .where(
      and(
        eq(newsletterIssue.status, 'sending'),
        sql`NOT EXISTS (SELECT 1 FROM ${newsletterDelivery} d WHERE d.issue_id = ${newsletterIssue.id} AND d.claimed_at IS NULL)`,
      ),
    );
}

/**
 * One round of newsletter sending (server/index.ts runs one a minute): up to `budget` mails in
 * the minute of `now`, counted in the database so that all server instances share it. Each delivery
 * is claimed before its mail goes out and marked sent after; a reader who is no longer confirmed
 * gets nothing and their row goes. A mail the relay refuses is released for the next round. The
 * state lives only in the database, so a restarted server goes on where the last one stopped;
 * `stop` (the server shutting down) ends the round after the mail in hand.
 * Answers how many mails went out.
 */
export async function deliverNewsletter(
  db: Db,
  mailer: Mailer,
  env: Pick<Env, 'PUBLIC_URL' | 'AUTH_SECRET'>,
  { now = new Date(), budget, stop = () => false }: { now?: Date; budget: number; stop?: () => boolean },
): Promise<number> {
  const window = { window: minute / 1000, max: budget };
  const minuteStart = Math.floor(now.getTime() / minute) * minute;
  const contents = new Map<string, IssueContent>();
  let sent = 0;
  const next = async () => (stop() ? null : claimNext(db, now));
  for (let claimed = await next(); claimed; claimed = await next()) {
    const [reader] = await db
      .select({ email: newsletterSubscriber.email, locale: newsletterSubscriber.locale })
      .from(newsletterSubscriber)
      .where(and(eq(newsletterSubscriber.id, claimed.subscriberId), eq(newsletterSubscriber.status, 'confirmed')));
    if (!reader) {
      await db.delete(newsletterDelivery).where(where(claimed));
      continue;
    }
    if (await consumeAttempt(db, 'newsletter-send', window, minuteStart)) {
      await release(db, claimed);
      break;
    }
    const content = contents.get(claimed.issueId) ?? (await issueContentById(db, claimed.issueId));
    contents.set(claimed.issueId, content);
    const issue = { id: claimed.issueId, locale: content.issue.locale };
    const links = linksFor(env, issue, { id: claimed.subscriberId, locale: reader.locale });
    try {
      await mailer.send(newsletterMail(content, reader.email, links));
    } catch (error) {
      // Refused by the outbox or the relay: nothing went out, so the row may wait for the next round.
      await release(db, claimed);
      log.warn({ err: error }, 'A newsletter mail could not be sent; it waits for the next round.');
      break;
    }
    await db.update(newsletterDelivery).set({ sentAt: now }).where(where(claimed));
    sent += 1;
  }
  await finishIssues(db, now);
  return sent;
}

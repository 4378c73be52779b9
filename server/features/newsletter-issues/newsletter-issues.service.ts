import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { localizePath } from '#domain/locale.ts';
import {
  type IssueContent,
  type NewsletterIssueInput,
  type NewsletterIssuePage,
  type NewsletterIssueView,
  newsletterIssueLimits,
} from '#domain/schemas/newsletter-issue.ts';
import { paginatorOf } from '#domain/schemas/paginator.ts';
import { getT } from '#locales/i18n.ts';
import { consumeAttempt } from '../../auth/account-throttle.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/new-id.ts';
import { isPublicPost } from '../../db/public-post.ts';
import { isPublicTrip } from '../../db/public-trip.ts';
import {
  auditLog,
  newsletterDelivery,
  newsletterIssue,
  newsletterSubscriber,
  post,
  trip,
  user,
} from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError, RateLimited } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { newsletterExits } from '../../mail/newsletter-links.ts';
import { type IssueLinks, newsletterMail } from '../../mail/templates.ts';
import { cardQuery, toCard } from '../../presenters/trip-card.ts';
import { type DeliveryCounts, type IssueRow, noDeliveries, presentIssue } from './newsletter-issues.presenter.ts';

/** The admin acting, as the audit log names them, and the language their refusals are told in. */
export type IssueAdmin = { userId: string; name: string; locale: Locale };

/**
 * How long handing one mail to the outbox or the SMTP relay may take (nodemailer's own timeouts
 * stay below it): a row claimed longer ago and still not marked sent was interrupted (ADR 0042).
 */
export const handoverLimitMs = 15 * 60 * 1000;

const issueNotFound = () => new AppError('NOT_FOUND', 'No such newsletter issue.');
const notDraft = () => new AppError('CONFLICT', 'This issue is being sent or was sent; it can no longer change.');
const staleVersion = () => new AppError('CONFLICT', 'This issue was saved elsewhere since you opened it.');

/** Sent, waiting and interrupted deliveries of each issue. */
async function countsOf(db: Db, ids: string[], now = new Date()): Promise<Map<string, DeliveryCounts>> {
  if (ids.length === 0) return new Map();
  const cutoff = new Date(now.getTime() - handoverLimitMs).toISOString();
  const rows = await db
    .select({
      issueId: newsletterDelivery.issueId,
      sent: sql<number>`(count(*) FILTER (WHERE ${newsletterDelivery.sentAt} IS NOT NULL))::int`,
      waiting: sql<number>`(count(*) FILTER (WHERE ${newsletterDelivery.claimedAt} IS NULL))::int`,
      interrupted: sql<number>`(count(*) FILTER (WHERE ${newsletterDelivery.sentAt} IS NULL
        AND ${newsletterDelivery.claimedAt} < ${cutoff}::timestamptz))::int`,
    })
    .from(newsletterDelivery)
    .where(inArray(newsletterDelivery.issueId, ids))
    .groupBy(newsletterDelivery.issueId);
  return new Map(rows.map(({ issueId, ...counts }) => [issueId, counts]));
}

/** Confirmed subscribers by language: who a send would reach now. */
async function audiences(db: Db): Promise<Record<Locale, number>> {
  const rows = await db
    .select({ locale: newsletterSubscriber.locale, n: count() })
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.status, 'confirmed'))
    .groupBy(newsletterSubscriber.locale);
  return { en: 0, de: 0, ...Object.fromEntries(rows.map((row) => [row.locale, row.n])) };
}

async function presentRows(db: Db, rows: IssueRow[]): Promise<NewsletterIssueView[]> {
  const counts = await countsOf(
    db,
    rows.map((row) => row.id),
  );
  const audience = await audiences(db);
  return rows.map((row) => presentIssue(row, counts.get(row.id) ?? noDeliveries, audience[row.locale]));
}

async function issueRow(db: Db, id: string): Promise<IssueRow> {
  const [row] = await db.select().from(newsletterIssue).where(eq(newsletterIssue.id, id));
  if (!row) throw issueNotFound();
  return row;
}

/** `GET /api/admin/newsletter/issues?page`: every issue, newest first. */
export async function listIssues(db: Db, page: number): Promise<NewsletterIssuePage> {
  const perPage = newsletterIssueLimits.perPage;
  const rows = await db
    .select()
    .from(newsletterIssue)
    .orderBy(desc(newsletterIssue.createdAt), desc(newsletterIssue.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(newsletterIssue);
  return { docs: await presentRows(db, rows), paginator: paginatorOf(page, total?.n ?? 0, perPage) };
}

/** One issue with how far its send has come. */
export async function readIssue(db: Db, id: string): Promise<NewsletterIssueView> {
  const [view] = await presentRows(db, [await issueRow(db, id)]);
  if (!view) throw issueNotFound();
  return view;
}

/**
 * An issue presents only what every reader of its language may open: magazine posts that are out,
 * public and in that language, and public trips (shown in that language).
 */
async function checkChoices(db: Db, input: NewsletterIssueInput, locale: Locale) {
  const t = getT(locale);
  const postIds = [...new Set(input.postIds)];
  const tripIds = [...new Set(input.tripIds)];
  const posts = postIds.length
    ? await db
        .select({ id: post.id })
        .from(post)
        .where(and(inArray(post.id, postIds), isPublicPost(), eq(post.language, input.locale)))
    : [];
  if (posts.length !== postIds.length) {
    const message = t('admin:newsletter.errors.posts');
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'postIds', message }]);
  }
  const trips = tripIds.length
    ? await db
        .select({ id: trip.id })
        .from(trip)
        .where(and(inArray(trip.id, tripIds), isPublicTrip()))
    : [];
  if (trips.length !== tripIds.length) {
    const message = t('admin:newsletter.errors.trips');
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'tripIds', message }]);
  }
  return { postIds, tripIds };
}

const fieldsOf = (input: NewsletterIssueInput, choices: { postIds: string[]; tripIds: string[] }) => ({
  locale: input.locale,
  subject: input.subject,
  intro: input.intro,
  ...choices,
});

/** A new draft. Times are set here, to the millisecond, so the version read back compares equal. */
export async function createIssue(db: Db, admin: IssueAdmin, input: NewsletterIssueInput) {
  const choices = await checkChoices(db, input, admin.locale);
  const id = newId();
  const now = new Date();
  await db
    .insert(newsletterIssue)
    .values({ id, authorId: admin.userId, createdAt: now, updatedAt: now, ...fieldsOf(input, choices) });
  return readIssue(db, id);
}

/** Saves a draft when the admin read its latest version (else 409); a send started makes it final. */
export async function saveIssue(db: Db, admin: IssueAdmin, id: string, input: NewsletterIssueInput) {
  const current = await issueRow(db, id);
  if (current.status !== 'draft') throw notDraft();
  if (input.version !== undefined && input.version !== current.updatedAt.toISOString()) throw staleVersion();
  const choices = await checkChoices(db, input, admin.locale);
  const [saved] = await db
    .update(newsletterIssue)
    .set({ ...fieldsOf(input, choices), updatedAt: new Date() })
    .where(
      and(
        eq(newsletterIssue.id, id),
        eq(newsletterIssue.status, 'draft'),
        eq(newsletterIssue.updatedAt, current.updatedAt),
      ),
    )
    .returning({ id: newsletterIssue.id });
  if (!saved) throw staleVersion();
  return readIssue(db, id);
}

/** Deletes a draft; an issue sent or being sent stays, with its deliveries. */
export async function deleteIssue(db: Db, id: string): Promise<void> {
  const [gone] = await db
    .delete(newsletterIssue)
    .where(and(eq(newsletterIssue.id, id), eq(newsletterIssue.status, 'draft')))
    .returning({ id: newsletterIssue.id });
  if (!gone) {
    await issueRow(db, id);
    throw notDraft();
  }
}

/**
 * Starts the one send of an issue: draft becomes sending, and every subscriber of its language
 * confirmed at this moment gets one waiting delivery, all in one transaction with the audit line.
 * The deliverer (newsletter-delivery.ts) then works through them at the configured rate.
 */
export async function startSending(db: Db, admin: IssueAdmin, id: string, version?: string) {
  await db.transaction(async (tx) => {
    const now = new Date();
    const [current] = await tx.select().from(newsletterIssue).where(eq(newsletterIssue.id, id));
    if (!current) throw issueNotFound();
    if (current.status !== 'draft') throw notDraft();
    if (version !== undefined && version !== current.updatedAt.toISOString()) throw staleVersion();
    const [started] = await tx
      .update(newsletterIssue)
      .set({ status: 'sending', sendStartedAt: now, updatedAt: now })
      .where(and(eq(newsletterIssue.id, id), eq(newsletterIssue.status, 'draft')))
      .returning({ id: newsletterIssue.id });
    if (!started) throw notDraft();
    await tx.execute(sql`
      INSERT INTO ${newsletterDelivery} (issue_id, subscriber_id)
      SELECT ${id}, ${newsletterSubscriber.id} FROM ${newsletterSubscriber}
      WHERE ${newsletterSubscriber.status} = 'confirmed' AND ${newsletterSubscriber.locale} = ${current.locale}
      ON CONFLICT DO NOTHING`);
    await tx.insert(auditLog).values({
      id: newId(),
      actorId: admin.userId,
      actorName: admin.name,
      action: 'send-newsletter',
      targetKind: 'newsletter',
      targetId: id,
      targetLabel: current.subject,
      note: '',
    });
  });
  return readIssue(db, id);
}

/** What an issue shows: its posts and trips that are still public, in its order. */
export async function issueContent(db: Db, row: IssueRow): Promise<IssueContent> {
  const [issue] = await presentRows(db, [row]);
  if (!issue) throw issueNotFound();
  const posts = row.postIds.length
    ? await db
        .select({ _id: post.id, slug: post.slug, title: post.title, excerpt: post.excerpt, cover: post.coverImage })
        .from(post)
        .where(and(inArray(post.id, row.postIds), isPublicPost(), eq(post.language, row.locale)))
    : [];
  const trips = row.tripIds.length
    ? (await cardQuery(db).where(and(inArray(trip.id, row.tripIds), isPublicTrip()))).map(toCard(row.locale))
    : [];
  const inOrder = <T extends { _id: string }>(ids: string[], items: T[]) =>
    ids.flatMap((id) => items.filter((item) => item._id === id));
  return { issue, posts: inOrder(row.postIds, posts), trips: inOrder(row.tripIds, trips) };
}

/** The same, by the issue's id. */
export const issueContentById = async (db: Db, id: string) => issueContent(db, await issueRow(db, id));

/** An issue's web version at the address of its language. */
export const webVersionUrl = (env: Pick<Env, 'PUBLIC_URL'>, issue: { id: string; locale: Locale }) =>
  `${env.PUBLIC_URL}${localizePath(`/newsletter/${issue.id}`, issue.locale)}`;

/** The links of one reader's mail: the web version, and their own unsubscribe link and headers. */
export function linksFor(
  env: Pick<Env, 'PUBLIC_URL' | 'AUTH_SECRET'>,
  issue: { id: string; locale: Locale },
  reader: { id: string; locale: Locale },
): IssueLinks {
  const exits = newsletterExits(env, reader);
  return { origin: env.PUBLIC_URL, web: webVersionUrl(env, issue), unsubscribe: exits.page, headers: exits.headers };
}

/** Test mails an admin may send in an hour. */
const testSendLimit = { window: 60 * 60, max: 30 };

/**
 * Sends the issue, marked as a test, to the acting admin's own account address only. Its
 * unsubscribe link is the admin's own subscription's, when they have one, so the mail is the
 * readers' mail.
 */
export async function sendTest(
  db: Db,
  mailer: Mailer,
  env: Pick<Env, 'PUBLIC_URL' | 'AUTH_SECRET'>,
  admin: IssueAdmin,
  id: string,
): Promise<void> {
  const row = await issueRow(db, id);
  const wait = await consumeAttempt(db, `newsletter-test:${admin.userId}`, testSendLimit);
  if (wait !== null) throw new RateLimited('Too many test mails; please try again later.', wait);
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, admin.userId));
  if (!account) throw new AppError('UNAUTHORIZED', 'Please sign in first.');
  const [subscription] = await db
    .select({ id: newsletterSubscriber.id })
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.email, account.email.toLowerCase()));
  const links = linksFor(env, row, { id: subscription?.id ?? admin.userId, locale: row.locale });
  await mailer.send(newsletterMail(await issueContent(db, row), account.email, links, true));
}

/** The web version: an issue that is being sent or was sent; a draft only for admins (its preview). */
export async function webIssue(db: Db, id: string, viewer: { admin: boolean }): Promise<IssueContent | null> {
  const [row] = await db.select().from(newsletterIssue).where(eq(newsletterIssue.id, id));
  if (!row || (row.status === 'draft' && !viewer.admin)) return null;
  return issueContent(db, row);
}

/** What an issue may present: the newest public posts of both languages and public trips, and those it has chosen. */
export async function issueCandidates(db: Db, locale: Locale, chosen: { postIds: string[]; tripIds: string[] }) {
  const newest = 50;
  const posts = await db
    .select({ id: post.id, title: post.title, language: post.language })
    .from(post)
    .where(isPublicPost())
    .orderBy(
      sql`${post.id} IN ${chosen.postIds.length ? chosen.postIds : ['']} DESC`,
      desc(post.publishAt),
      desc(post.id),
    )
    .limit(newest + chosen.postIds.length);
  const trips = await cardQuery(db)
    .where(isPublicTrip())
    .orderBy(
      sql`${trip.id} IN ${chosen.tripIds.length ? chosen.tripIds : ['']} DESC`,
      desc(trip.publishedAt),
      desc(trip.id),
    )
    .limit(newest + chosen.tripIds.length);
  return { posts, trips: trips.map(toCard(locale)).map((card) => ({ id: card._id, title: card.title })) };
}

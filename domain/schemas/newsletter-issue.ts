import { z } from 'zod';
import { idPattern } from '../ids.ts';
import { paginatorSchema } from './paginator.ts';
import type { TripCardView } from './trip-card.ts';

/** Limits of a newsletter issue, the same for the server's checks and the admin's form. */
export const newsletterIssueLimits = {
  subjectMax: 150,
  introMax: 5000,
  postsMax: 6,
  tripsMax: 6,
  perPage: 20,
} as const;

const localeSchema = z.enum(['en', 'de']);
const ids = (max: number) => z.array(z.string().regex(idPattern)).max(max).default([]);

/**
 * What an admin writes, create or save: the issue's language, subject, introduction (plain text;
 * blank lines part paragraphs) and the posts and trips it presents. `version` is the `version` read;
 * an issue saved since refuses the save (409).
 */
export const newsletterIssueInputSchema = z.object({
  version: z.string().max(40).optional(),
  locale: localeSchema,
  subject: z.string().trim().min(1).max(newsletterIssueLimits.subjectMax),
  intro: z.string().trim().min(1).max(newsletterIssueLimits.introMax),
  postIds: ids(newsletterIssueLimits.postsMax),
  tripIds: ids(newsletterIssueLimits.tripsMax),
});
export type NewsletterIssueInput = z.infer<typeof newsletterIssueInputSchema>;

export const newsletterIssueStatuses = ['draft', 'sending', 'sent'] as const;

/** How far a send has come: handed over, still waiting, and taken by a copy that stopped before it could say. */
export const deliveryCountsSchema = z.object({
  sent: z.number().int(),
  waiting: z.number().int(),
  interrupted: z
    .number()
    .int()
    .describe('Taken for sending by a server that stopped before the mail was known to be handed over; never resent'),
});

export const newsletterIssueSchema = z.object({
  _id: z.string(),
  locale: localeSchema,
  subject: z.string(),
  intro: z.string(),
  postIds: z.array(z.string()),
  tripIds: z.array(z.string()),
  status: z.enum(newsletterIssueStatuses),
  version: z.string().describe('Send it back with a save: an issue saved since refuses it (409)'),
  createdAt: z.string(),
  sendStartedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  counts: deliveryCountsSchema,
  audience: z.number().int().describe('Confirmed subscribers of its language now'),
});
export type NewsletterIssueView = z.infer<typeof newsletterIssueSchema>;

export const newsletterIssuePageSchema = z.object({ docs: z.array(newsletterIssueSchema), paginator: paginatorSchema });
export type NewsletterIssuePage = z.infer<typeof newsletterIssuePageSchema>;

/** A magazine post as an issue presents it. */
export const issuePostSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover: z.string().nullable(),
});
export type IssuePost = z.infer<typeof issuePostSchema>;

/** What an issue shows readers, in the mail and on its web version: its words, posts and trips. */
export type IssueContent = {
  issue: NewsletterIssueView;
  posts: IssuePost[];
  trips: TripCardView[];
};

/** The intro's paragraphs: blank lines part them. */
export const introParagraphs = (intro: string) =>
  intro
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

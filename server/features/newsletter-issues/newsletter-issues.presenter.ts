import type { NewsletterIssueView } from '#domain/schemas/newsletter-issue.ts';
import type { newsletterIssue } from '../../db/schema/index.ts';

export type IssueRow = typeof newsletterIssue.$inferSelect;
export type DeliveryCounts = NewsletterIssueView['counts'];

export const noDeliveries: DeliveryCounts = { sent: 0, waiting: 0, interrupted: 0 };

/** An issue as the admin's API answers it; its last change is its version. */
export function presentIssue(row: IssueRow, counts: DeliveryCounts, audience: number): NewsletterIssueView {
  return {
    _id: row.id,
    locale: row.locale,
    subject: row.subject,
    intro: row.intro,
    postIds: row.postIds,
    tripIds: row.tripIds,
    status: row.status,
    version: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    sendStartedAt: row.sendStartedAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    counts,
    audience,
  };
}

import { z } from 'zod';
import { idPattern } from '../ids.ts';
import { paginatorSchema } from './paginator.ts';

/** Limits of the admin area, the same for the server's checks and the forms. */
export const auditLimits = { perPage: 25, noteMax: 500 } as const;

const hiddenSchema = z.object({ reason: z.string(), at: z.string() }).nullable();

/** One line of the audit log: every admin action, who did it, to what, with their note. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  actor: z.string().describe('The admin’s name when they acted'),
  action: z.string().describe('`hide`, `restore`, `dismiss`, `feature`, `unfeature`, `pin`, `unpin`, `make-admin`, …'),
  targetKind: z.enum(['trip', 'comment', 'user', 'day', 'newsletter']),
  targetId: z.string(),
  targetLabel: z.string().describe('The target’s title, name or day when the admin acted'),
  note: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ docs: z.array(auditEntrySchema), paginator: paginatorSchema });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** `GET /api/admin/reports`: targets with open reports, or everything hidden now. */
export const queueQuerySchema = z.object({
  state: z.enum(['open', 'hidden']).default('open'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** One reported (or hidden) trip or comment with its reports, oldest report first. */
export const reportGroupSchema = z.object({
  targetKind: z.enum(['trip', 'comment']),
  targetId: z.string(),
  trip: z.object({ _id: z.string(), slug: z.string(), title: z.string() }),
  comment: z.object({ body: z.string(), author: z.string().nullable() }).nullable(),
  hidden: hiddenSchema,
  reports: z.array(
    z.object({
      reason: z.enum(['spam', 'copyright', 'offensive']),
      comment: z.string(),
      reporter: z.string(),
      reportedAt: z.string(),
      open: z.boolean(),
    }),
  ),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportQueueSchema = z.object({ docs: z.array(reportGroupSchema), paginator: paginatorSchema });
export type ReportQueue = z.infer<typeof reportQueueSchema>;

/** What an admin does with a reported target; hiding needs the reason its writer will read. */
export const moderationSchema = z.object({
  action: z.enum(['hide', 'restore', 'dismiss']),
  note: z.string().max(auditLimits.noteMax).default(''),
});
export type Moderation = z.infer<typeof moderationSchema>;

export const targetParamsSchema = z.object({ kind: z.enum(['trip', 'comment']), id: z.string().regex(idPattern) });

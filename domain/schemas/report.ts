import { z } from 'zod';

/** The spec's three reasons: Spam, Copyright infringement, Nudity/violence/illegal/offensive activities. */
export const reportReasons = ['spam', 'copyright', 'offensive'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportLimits = { commentMax: 1000 } as const;

/** `POST /api/trip/report-abuse/{id}` and `/api/comment/report-abuse/{id}`. */
export const reportSchema = z.object({
  reason: z.enum(reportReasons),
  comment: z.string().trim().max(reportLimits.commentMax).default(''),
});
export type ReportInput = z.input<typeof reportSchema>;

/** A member's report as it stands: one per member and target; reporting again replaces it. */
export const reportResponseSchema = z.object({ reported: z.literal(true), reason: z.enum(reportReasons) });

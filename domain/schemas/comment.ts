import { z } from 'zod';
import { idPattern } from '../ids.ts';
import { paginatorSchema } from './paginator.ts';
import { plainNamePattern } from './person-name.ts';

/** Limits of comments, the same for the server's checks and the form's `maxlength`. */
export const commentLimits = { bodyMax: 2000, perPage: 10 } as const;

const id = z.string().regex(idPattern);

/** Who wrote a comment, named by the name rule; null once their account is gone. */
const commentAuthorSchema = z
  .object({ _id: z.string(), name: z.string().regex(plainNamePattern), alias: z.string().nullable() })
  .nullable();

/**
 * A comment as the API answers it (spec 3). `deleted`: a placeholder kept for its replies, without
 * words or writer. `links`: whether its web addresses are shown as links (not for a new account's
 * first comments). `repliesTo`: the writer answered, when a reply answers another reply.
 */
export const replySchema = z.object({
  _id: z.string(),
  commentOn: z.string(),
  onModel: z.literal('trip'),
  body: z.string(),
  replyTo: z.string().nullable(),
  root: z.string().nullable(),
  author: commentAuthorSchema,
  repliesTo: z.string().nullable(),
  depth: z.number().int(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  links: z.boolean(),
  hidden: z
    .object({ reason: z.string(), at: z.string() })
    .nullable()
    .describe('Hidden by our team: shown, with the reason, to its writer and admins only'),
});
export type ReplyView = z.infer<typeof replySchema>;

/** A top-level comment with its replies, oldest first. */
export const commentSchema = replySchema.extend({ replies: z.array(replySchema) });
export type CommentView = z.infer<typeof commentSchema>;

/** `GET /api/comment/`: a page of top-level comments, newest first. */
export const commentPageSchema = z.object({ docs: z.array(commentSchema), paginator: paginatorSchema });
export type CommentPage = z.infer<typeof commentPageSchema>;

/** `POST /api/comment/`: the writer is always the caller, whatever `author` says. */
export const newCommentSchema = z.object({
  commentOn: id,
  onModel: z.literal('trip').default('trip'),
  body: z.string(),
  replyTo: id.nullable().optional(),
  root: id.nullable().optional(),
  author: z.unknown().optional(),
});
export type NewComment = z.infer<typeof newCommentSchema>;

/** `PUT /api/comment/{id}`: the comment as read, with its new words; only `body` changes. */
export const commentUpdateSchema = commentSchema
  .partial()
  .extend({ body: z.string(), replies: z.array(z.unknown()).optional() });

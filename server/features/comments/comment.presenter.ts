import type { CommentView, ReplyView } from '#domain/schemas/comment.ts';
import type { comment } from '../../db/schema/index.ts';

/** A comment row with its writer's name and profile alias, as the queries read it. */
export type CommentRow = { comment: typeof comment.$inferSelect; name: string | null; alias: string | null };

/** One comment as the API shows it; a placeholder has neither words nor writer. */
export function presentReply({ comment: row, name, alias }: CommentRow, repliesTo: string | null = null): ReplyView {
  const deleted = row.deletedAt !== null;
  return {
    _id: row.id,
    commentOn: row.tripId,
    onModel: 'trip',
    body: deleted ? '' : row.body,
    replyTo: row.replyToId,
    root: row.rootId,
    author: deleted || row.authorId === null || name === null ? null : { _id: row.authorId, name, alias },
    repliesTo,
    depth: row.depth,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted,
    links: row.links,
  };
}

/**
 * Top-level comments with their replies, oldest first; a reply to another reply names that
 * reply's writer.
 */
export function presentThreads(roots: CommentRow[], replies: CommentRow[]): CommentView[] {
  const writers = new Map(replies.map((reply) => [reply.comment.id, reply.name]));
  return roots.map((root) => ({
    ...presentReply(root),
    replies: replies
      .filter((reply) => reply.comment.rootId === root.comment.id)
      .map((reply) => {
        const answered = reply.comment.replyToId;
        return presentReply(reply, answered && answered !== root.comment.id ? (writers.get(answered) ?? null) : null);
      }),
  }));
}

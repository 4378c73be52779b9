import type { CommentView, ReplyView } from '#domain/schemas/comment.ts';
import { plainName } from '#domain/schemas/person-name.ts';
import type { comment } from '../../db/schema/index.ts';
import { presentHidden } from '../../presenters/hidden.ts';

/** A comment row with its writer's name and profile alias, as the queries read it. */
export type CommentRow = { comment: typeof comment.$inferSelect; name: string | null; alias: string | null };

type Reader = { userId: string; admin: boolean } | null;

/**
 * One comment as `reader` sees it; a placeholder has neither words nor writer. A hidden comment
 * is a placeholder for everyone but its writer and admins, who are told why (ADR 0038). Names
 * are shown by the name rule: one stored before it loses what the rule refuses, so no byline
 * turns the words beside it around.
 */
export function presentReply(
  { comment: row, name, alias }: CommentRow,
  reader: Reader,
  repliesTo: string | null = null,
): ReplyView {
  const seesHidden = reader !== null && (reader.admin || reader.userId === row.authorId);
  const deleted = row.deletedAt !== null || (row.hiddenAt !== null && !seesHidden);
  return {
    _id: row.id,
    commentOn: row.tripId,
    onModel: 'trip',
    body: deleted ? '' : row.body,
    replyTo: row.replyToId,
    root: row.rootId,
    author:
      deleted || row.authorId === null || name === null ? null : { _id: row.authorId, name: plainName(name), alias },
    repliesTo: repliesTo === null ? null : plainName(repliesTo),
    depth: row.depth,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted,
    links: row.links,
    hidden: deleted ? null : presentHidden(row),
  };
}

/**
 * Top-level comments with their replies, oldest first; a reply to another reply names that
 * reply's writer.
 */
export function presentThreads(roots: CommentRow[], replies: CommentRow[], reader: Reader): CommentView[] {
  const writers = new Map(replies.map((reply) => [reply.comment.id, reply.name]));
  return roots.map((root) => ({
    ...presentReply(root, reader),
    replies: replies
      .filter((reply) => reply.comment.rootId === root.comment.id)
      .map((reply) => {
        const answered = reply.comment.replyToId;
        const repliesTo = answered && answered !== root.comment.id ? (writers.get(answered) ?? null) : null;
        return presentReply(reply, reader, repliesTo);
      }),
  }));
}

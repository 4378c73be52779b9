/** A comment as the rules see it: who wrote it and whose trip it is on. */
type CommentAccess = { authorId: string | null; tripAuthorId: string | null };

/** Only the writer changes the words of a comment. */
export const mayEditComment = (userId: string, comment: CommentAccess): boolean => comment.authorId === userId;

/** The writer takes a comment back; the trip's author keeps their page clean; admins moderate. */
export const mayDeleteComment = (userId: string, admin: boolean, comment: CommentAccess): boolean =>
  admin || comment.authorId === userId || comment.tripAuthorId === userId;

import { createRoute, z } from '@hono/zod-openapi';
import { idPattern } from '#domain/ids.ts';
import {
  commentLimits,
  commentPageSchema,
  commentUpdateSchema,
  newCommentSchema,
  replySchema,
} from '#domain/schemas/comment.ts';
import {
  invalidInput,
  json,
  jsonBody,
  named,
  OkSchema,
  open,
  refused,
  signedIn,
  signInResponses,
  throttled,
} from '../../openapi.ts';

const id = z.string().regex(idPattern);
const commentParam = z.object({ id: id.openapi({ param: { description: 'The comment’s `_id`' } }) });
const comment = json(named(replySchema, 'Comment'), 'The comment as it is now');
const gone = { 404: refused('No such comment with words, or its trip is not published') };
const limited = { 429: throttled('Commented too often; the message says when to try again') };
const bodyRule = `\`body\`: plain text, 1 to ${commentLimits.bodyMax} characters after trimming; no HTML is ever rendered.`;

export const commentsRoute = createRoute({
  method: 'get',
  path: '/comment/',
  operationId: 'listComments',
  tags: ['comment'],
  summary: `A page of a trip’s comments, ${commentLimits.perPage} top-level ones newest first, each with its replies`,
  ...open,
  request: {
    query: z.object({
      commentOn: id.openapi({ description: 'The trip’s `_id`' }),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
  },
  responses: {
    200: json(named(commentPageSchema, 'CommentPage'), '`docs` and `paginator`'),
    ...invalidInput(),
    404: refused('No published trip with this id'),
  },
});

export const addCommentRoute = createRoute({
  method: 'post',
  path: '/comment/',
  operationId: 'addComment',
  tags: ['comment'],
  summary: 'Comments on a published trip, or replies to a comment (`replyTo`)',
  description: `${bodyRule} \`root\` follows from \`replyTo\`; the writer is always the caller.`,
  ...signedIn,
  request: jsonBody(named(newCommentSchema, 'NewComment')),
  responses: { 200: comment, ...invalidInput(), ...signInResponses, ...gone, ...limited },
});

export const editCommentRoute = createRoute({
  method: 'put',
  path: '/comment/{id}',
  operationId: 'editComment',
  tags: ['comment'],
  summary: 'Changes the words of a comment, by its writer only',
  description: `Takes the comment as \`GET\` answered it; only \`body\` changes. ${bodyRule}`,
  ...signedIn,
  request: { params: commentParam, ...jsonBody(named(commentUpdateSchema, 'CommentUpdate')) },
  responses: { 200: comment, ...invalidInput(), ...signInResponses, ...gone, ...limited },
});

export const deleteCommentRoute = createRoute({
  method: 'delete',
  path: '/comment/{id}',
  operationId: 'deleteComment',
  tags: ['comment'],
  summary: 'Deletes a comment: its writer, the trip’s author or an admin',
  description: 'A comment with replies stays as a placeholder without words or writer (`deleted: true`).',
  ...signedIn,
  request: { params: commentParam },
  responses: { 200: json(OkSchema, 'Deleted'), ...invalidInput(), ...signInResponses, ...gone },
});

/** Every operation of comments, for the API's one list of features (server/api.ts). */
export const commentRoutes = [commentsRoute, addCommentRoute, editCommentRoute, deleteCommentRoute] as const;

import type { ApiApp } from '../../api.ts';
import { sessionUser } from '../../auth/session.ts';
import { actingMember, verifiedCaller } from '../../policies/caller.ts';
import { isAdmin } from '../../policies/user.ts';
import { addCommentRoute, commentsRoute, deleteCommentRoute, editCommentRoute } from './comment.contract.ts';
import { commentPage, deleteComment, editComment, postComment } from './comment.service.ts';

export function registerComments(api: ApiApp) {
  api.openapi(commentsRoute, async (c) => {
    const { commentOn, page } = c.req.valid('query');
    const caller = await sessionUser(c.var.auth, c.req.raw.headers);
    const reader = caller && { userId: caller.id, admin: isAdmin(caller, c.var.env) };
    return c.json(await commentPage(c.var.database.db, commentOn, page, reader), 200);
  });

  api.openapi(addCommentRoute, async (c) => {
    const deps = { db: c.var.database.db, mailer: c.var.mailer, env: c.var.env };
    return c.json(await postComment(deps, await actingMember(c), c.req.valid('json')), 200);
  });

  api.openapi(editCommentRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { body } = c.req.valid('json');
    return c.json(await editComment(c.var.database.db, await actingMember(c), id, body), 200);
  });

  api.openapi(deleteCommentRoute, async (c) => {
    const admin = isAdmin(await verifiedCaller(c), c.var.env);
    await deleteComment(c.var.database.db, { ...(await actingMember(c)), admin }, c.req.valid('param').id);
    return c.json({ ok: true as const }, 200);
  });
}

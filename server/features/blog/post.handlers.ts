import type { Locale } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import type { ApiApp } from '../../api.ts';
import { sessionUser } from '../../auth/session.ts';
import { AppError } from '../../errors.ts';
import { apiLocale } from '../../i18n.ts';
import { acceptImage, uploadBodyLimit } from '../../media/accept-upload.ts';
import { type ApiContext, editorCaller } from '../../policies/caller.ts';
import { isEditor } from '../../policies/user.ts';
import {
  createPostRoute,
  deletePostRoute,
  editorPostRoute,
  editorPostsRoute,
  magazineRoute,
  postBySlugRoute,
  publishPostRoute,
  savePostRoute,
  unpublishPostRoute,
  uploadPostImageRoute,
} from './post.contract.ts';
import {
  categoryVisible,
  createPost,
  deletePost,
  editorPost,
  editorPosts,
  magazinePage,
  publicPost,
  publishPost,
  type Reader,
  savePost,
  unpublishPost,
} from './post.service.ts';

/** Readers of the magazine: its team also sees the private category. */
async function reader(c: ApiContext): Promise<Reader> {
  return { team: isEditor(await sessionUser(c.var.auth, c.req.raw.headers), c.var.env) };
}

async function actingEditor(c: ApiContext) {
  const user = await editorCaller(c);
  return { userId: user.id, locale: apiLocale(c.req.raw) };
}

const media = (c: ApiContext) => ({ db: c.var.database.db, storage: c.var.storage });

const imageField = { name: 'image', label: (locale: Locale) => getT(locale)('trips:fields.image') };

export function registerBlog(api: ApiApp) {
  api.openapi(magazineRoute, async (c) => {
    const { language, category, page } = c.req.valid('query');
    const viewer = await reader(c);
    if (category && !categoryVisible(viewer, category)) throw new AppError('NOT_FOUND', 'No such category.');
    return c.json(await magazinePage(c.var.database.db, viewer, { language, category, page }), 200);
  });

  api.openapi(postBySlugRoute, async (c) =>
    c.json(await publicPost(c.var.database.db, await reader(c), c.req.valid('param').slug), 200),
  );

  api.openapi(editorPostsRoute, async (c) => {
    await editorCaller(c);
    const { q, page } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json(await editorPosts(c.var.database.db, page, q), 200);
  });

  api.openapi(editorPostRoute, async (c) => {
    await editorCaller(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await editorPost(c.var.database.db, c.req.valid('param').id), 200);
  });

  api.openapi(createPostRoute, async (c) =>
    c.json(await createPost(media(c), await actingEditor(c), c.req.valid('json')), 201),
  );

  api.openapi(savePostRoute, async (c) => {
    const editor = await actingEditor(c);
    return c.json(await savePost(media(c), editor, c.req.valid('param').id, c.req.valid('json')), 200);
  });

  api.openapi(publishPostRoute, async (c) => {
    await editorCaller(c);
    const { publishAt } = c.req.valid('json');
    const at = publishAt ? new Date(publishAt) : null;
    return c.json(await publishPost(c.var.database.db, c.req.valid('param').id, at), 200);
  });

  api.openapi(unpublishPostRoute, async (c) => {
    await editorCaller(c);
    return c.json(await unpublishPost(c.var.database.db, c.req.valid('param').id), 200);
  });

  api.use(uploadPostImageRoute.getRoutingPath(), uploadBodyLimit(imageField));

  api.openapi(uploadPostImageRoute, async (c) => {
    const editor = await actingEditor(c);
    const { image } = c.req.valid('form');
    const key = await acceptImage(media(c), {
      bytes: new Uint8Array(await image.arrayBuffer()),
      ownerId: editor.userId,
      purpose: 'post',
      locale: editor.locale,
      field: imageField,
      throttle: { key: `post-image-upload:${editor.userId}`, window: 60 * 60, max: 300 },
    });
    return c.json({ key }, 201);
  });

  api.openapi(deletePostRoute, async (c) => {
    await editorCaller(c);
    await deletePost(media(c), c.req.valid('param').id);
    return c.json({ ok: true as const }, 200);
  });
}

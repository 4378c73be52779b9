import type { RouterContextProvider } from 'react-router';
import { formText } from '#app/lib/form.server.ts';
import { requireEditor } from '#app/lib/guards.server.ts';
import { pageNumber } from '#app/lib/page-number.ts';
import { localeFromPath } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';
import { deletePost, editorPosts, publishPost, unpublishPost } from '#server/features/blog/post.service.ts';
import { requestContext } from '#server/request-context.ts';
import { adminAction } from './admin-action.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** `/admin/posts?q&page`: every post of the magazine, last changed first (editors and admins). */
export async function adminPostsLoader(args: Args) {
  await requireEditor(args);
  const url = new URL(args.request.url);
  const t = getT(localeFromPath(url.pathname));
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  return {
    meta: { title: t('meta.titleTemplate', { page: t('admin:posts.title') }), description: t('admin:posts.intro') },
    q,
    list: await editorPosts(args.context.get(requestContext).database.db, pageNumber(url), q),
  };
}

/** Publish now, take back to draft, or delete; back to the same list with a notice. */
export function adminPostsAction(args: Args) {
  const { storage } = args.context.get(requestContext);
  return adminAction(
    args,
    'posts',
    (_editor, form) => ({
      publish: (db) => publishPost(db, formText(form, 'post'), null).then(() => undefined),
      unpublish: (db) => unpublishPost(db, formText(form, 'post')).then(() => undefined),
      delete: (db) => deletePost({ db, storage }, formText(form, 'post')),
    }),
    () => undefined,
    requireEditor,
  );
}

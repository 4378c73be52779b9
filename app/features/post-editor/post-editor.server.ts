import { data, type RouterContextProvider } from 'react-router';
import { requireEditor } from '#app/lib/guards.server.ts';
import { pageRequest } from '#app/lib/page-request.server.ts';
import { idPattern } from '#domain/ids.ts';
import { embeddedTripIds } from '#domain/schemas/post-body.ts';
import { editorPost, translationCandidates } from '#server/features/blog/post.service.ts';
import { publishedTripCards } from '#server/features/trips/trip-list.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

/** `/admin/posts/new` and `/admin/posts/{id}/edit`: the post (none yet for a new one) and what it may translate. */
export async function postEditorLoader(args: Args) {
  await requireEditor(args);
  const { t, db, locale } = pageRequest(args);
  const id = args.params.id;
  const post = id === undefined ? null : idPattern.test(id) ? await editorPost(db, id).catch(() => null) : null;
  if (id !== undefined && !post) throw data(null, { status: 404 });
  // The editor shows embedded trips by their titles, which the stored document does not keep.
  const cards = post ? await publishedTripCards(db, embeddedTripIds(post.body), locale) : [];
  const title = post ? t('admin:editor.editTitle') : t('admin:editor.newTitle');
  return {
    meta: { title: t('meta.titleTemplate', { page: title }), description: t('admin:posts.intro') },
    post,
    tripTitles: Object.fromEntries(cards.map((card) => [card._id, card.title])),
    originals: await translationCandidates(db),
  };
}
export type PostEditorData = Awaited<ReturnType<typeof postEditorLoader>>;

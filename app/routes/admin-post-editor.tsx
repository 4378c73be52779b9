import { postEditorLoader } from '#app/features/post-editor/post-editor.server.ts';
import { PostEditorPage } from '#app/features/post-editor/post-editor-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/admin-post-editor';

/** `/admin/posts/new` and `/admin/posts/{id}/edit`: the magazine's editor (editors and admins). */
export const loader = (args: Route.LoaderArgs) => postEditorLoader(args);

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function AdminPostEditor({ loaderData }: Route.ComponentProps) {
  return <PostEditorPage key={loaderData.post?._id ?? 'new'} data={loaderData} />;
}

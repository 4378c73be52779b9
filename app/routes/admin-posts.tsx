import { adminPostsAction, adminPostsLoader } from '#app/features/admin/posts.server.ts';
import { AdminPostsPage } from '#app/features/admin/posts-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/admin-posts';

/** `/admin/posts`: the magazine's posts (editors and admins). */
export const loader = (args: Route.LoaderArgs) => adminPostsLoader(args);

export const action = (args: Route.ActionArgs) => adminPostsAction(args);

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  return <AdminPostsPage list={loaderData.list} q={loaderData.q} />;
}

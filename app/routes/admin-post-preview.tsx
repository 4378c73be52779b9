import { BlogPostPage } from '#app/features/magazine/blog-post-page.tsx';
import { postPreviewLoader } from '#app/features/magazine/magazine.server.ts';
import { articleMetaTags } from '#app/lib/page-meta.ts';
import type { Route } from './+types/admin-post-preview';

/** `/admin/posts/{id}/preview`: a post as readers will see it (the magazine's team only). */
export const loader = (args: Route.LoaderArgs) => postPreviewLoader(args);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  articleMetaTags(loaderData?.meta, [{ name: 'robots', content: 'noindex' }]);

export default function AdminPostPreview({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage data={loaderData} />;
}

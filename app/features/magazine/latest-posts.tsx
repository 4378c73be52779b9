import { useTranslation } from 'react-i18next';
import { LocalLink } from '#app/lib/locale.tsx';
import type { PostCard as PostCardView } from '#domain/schemas/post.ts';
import { PostCard } from './post-card.tsx';

/** The newest posts of the magazine in the page's language, for the home page. */
export function LatestPosts({ posts }: { posts: PostCardView[] }) {
  const { t } = useTranslation('magazine');
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="home-magazine" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="home-magazine" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('homeTitle')}
        </h2>
        <LocalLink
          to="/magazine"
          className="font-semibold text-teal-800 underline decoration-teal-800/40 underline-offset-4 hover:decoration-teal-800"
        >
          {t('homeMore')}
        </LocalLink>
      </div>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <PostCard key={post._id} post={post} />
        ))}
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { MediaImage } from '#app/components/ui/media-image.tsx';
import { LocalLink, useLocale } from '#app/lib/locale.tsx';
import type { PostCard as PostCardView } from '#domain/schemas/post.ts';

/** When a post came out, as readers of its language write dates. */
export function PostDate({ at }: { at: string | null }) {
  const locale = useLocale();
  if (!at) return null;
  return (
    <time dateTime={at}>
      {new Date(at).toLocaleDateString(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' })}
    </time>
  );
}

/** The line under a post's title: category, date and reading time. */
export function PostFacts({ post }: { post: PostCardView }) {
  const { t } = useTranslation('magazine');
  return (
    <p className="text-sm text-slate-700">
      <span className="font-semibold uppercase tracking-wide text-teal-800">{t(`categories.${post.category}`)}</span>
      {' · '}
      <PostDate at={post.publishAt} />
      {' · '}
      {t('readingTime', { count: post.readingMinutes })}
    </p>
  );
}

/** A post in a list; the whole card opens it. `large`: the magazine's featured post. */
export function PostCard({
  post,
  large = false,
  eager = false,
}: {
  post: PostCardView;
  large?: boolean;
  eager?: boolean;
}) {
  const Heading = large ? 'h2' : 'h3';
  return (
    <article
      className={`relative flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-teal-700 ${large ? 'flex-col md:flex-row' : 'flex-col'}`}
    >
      <MediaImage
        image={post.cover}
        preset={large ? 'blog-l-lg' : 'blog-md'}
        alt=""
        eager={eager}
        className={large ? 'aspect-[91/40] w-full md:w-3/5' : 'aspect-[4/3] w-full'}
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <PostFacts post={post} />
        <Heading className={`font-bold leading-snug text-slate-900 ${large ? 'text-2xl sm:text-3xl' : 'text-lg'}`}>
          <LocalLink to={`/blog/${post.slug}`} className="outline-none after:absolute after:inset-0">
            {post.title}
          </LocalLink>
        </Heading>
        <p className="text-slate-700">{post.excerpt}</p>
      </div>
    </article>
  );
}

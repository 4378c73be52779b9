import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareLinks } from '#app/components/share/share-links.tsx';
import { MediaImage } from '#app/components/ui/media-image.tsx';
import { useFormat } from '#app/lib/format.ts';
import { LocalLink, useLocale } from '#app/lib/locale.tsx';
import { categoryUrl } from '#domain/blog.ts';
import { localizePath } from '#domain/locale.ts';
import type { PostCard as PostCardView } from '#domain/schemas/post.ts';
import type { BlogPostData } from './magazine.server.ts';
import { PostBodyView } from './post-body-view.tsx';
import { PostCard, PostFacts } from './post-card.tsx';

const textLink = 'font-medium text-teal-800 underline underline-offset-2 hover:text-teal-950';

function Adjacent({ label, post }: { label: string; post: PostCardView | null }) {
  if (!post) return <div />;
  return (
    <LocalLink
      to={`/blog/${post.slug}`}
      className="block rounded-xl border border-slate-200 p-4 hover:border-teal-700 outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      <span className="block text-sm text-slate-700">{label}</span>
      <span className="font-semibold text-slate-900">{post.title}</span>
    </LocalLink>
  );
}

/** `/blog/{slug}`: one post; `newsletter` is the invitation to the newsletter, which the route composes in. */
export function BlogPostPage({ data, newsletter }: { data: BlogPostData; newsletter?: ReactNode }) {
  const { t } = useTranslation('magazine');
  const format = useFormat();
  const { post, adjacent, related } = data;
  // A preview in the team's area may show a post in the other language than the page's.
  const lang = post.language === useLocale() ? undefined : post.language;
  const trips = new Map(data.trips.map((trip) => [trip._id, trip]));
  const translation = post.translation?.live ? post.translation : null;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      {data.preview && (
        <p
          role="note"
          className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-950"
        >
          {data.preview.status === 'draft'
            ? t('previewDraft')
            : t('previewOut', { date: format.time(data.preview.publishAt ?? post.updatedAt) })}
        </p>
      )}
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <ol className="flex flex-wrap gap-2 text-slate-700">
          <li>
            <LocalLink to="/magazine" className={textLink}>
              {t('title')}
            </LocalLink>
            <span aria-hidden="true"> ›</span>
          </li>
          <li>
            <LocalLink to={`/magazine/${categoryUrl(post.category)}`} className={textLink}>
              {t(`categories.${post.category}`)}
            </LocalLink>
          </li>
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" lang={lang}>
        {post.title}
      </h1>
      <p className="mt-3 text-lg text-slate-700" lang={lang}>
        {post.excerpt}
      </p>
      <div className="mt-4 space-y-1">
        <p className="text-sm font-medium text-slate-800">
          {t('by', { name: post.author?.name ?? t('unknownAuthor') })}
        </p>
        <PostFacts post={post} />
      </div>
      {translation && (
        <p className="mt-3 text-sm" lang={translation.language}>
          <a
            href={localizePath(`/blog/${translation.slug}`, translation.language)}
            hrefLang={translation.language}
            className={textLink}
          >
            {t('readIn', { lng: translation.language })}
          </a>
        </p>
      )}
      {post.cover && (
        <MediaImage
          image={post.cover}
          preset="blog-l-lg"
          alt=""
          eager
          className="mt-6 aspect-[91/40] w-full rounded-2xl"
        />
      )}
      <div className="mt-8" lang={lang}>
        <PostBodyView body={post.body} trips={trips} locale={post.language} />
      </div>
      {post.tags.length > 0 && (
        <section aria-labelledby="post-tags" className="mt-10">
          <h2 id="post-tags" className="sr-only">
            {t('tags')}
          </h2>
          <ul className="flex flex-wrap gap-2" lang={lang}>
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                #{tag}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ShareLinks url={data.meta.url} title={post.title} heading={t('share')} id="post-share" className="mt-10" />
      {newsletter}
      {(adjacent.previous || adjacent.next) && (
        <nav aria-label={t('adjacent')} className="mt-10 grid gap-4 sm:grid-cols-2">
          <Adjacent label={t('previousPost')} post={adjacent.previous} />
          <Adjacent label={t('nextPost')} post={adjacent.next} />
        </nav>
      )}
      {related.length > 0 && (
        <section aria-labelledby="post-related" className="mt-12">
          <h2 id="post-related" className="text-2xl font-bold text-slate-900">
            {t('related')}
          </h2>
          <div className="mt-4 grid gap-6 sm:grid-cols-2">
            {related.map((card) => (
              <PostCard key={card._id} post={card} />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}

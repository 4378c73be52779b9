import { useTranslation } from 'react-i18next';
import { TripCard } from '#app/components/trip-card.tsx';
import { MediaImage } from '#app/components/ui/media-image.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { introParagraphs } from '#domain/schemas/newsletter-issue.ts';
import type { NewsletterIssueData } from './newsletter-issue.server.ts';

/** An issue as its mail shows it: the introduction, then the posts and the trips it presents. */
export function NewsletterIssuePage({ data }: { data: NewsletterIssueData }) {
  const { t } = useTranslation('admin');
  const { content, words } = data;
  const { issue, posts, trips } = content;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      {issue.status === 'draft' && (
        <p role="note" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('newsletter.previewNote')}
        </p>
      )}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{issue.subject}</h1>
      <div className="mt-6 space-y-4 text-lg text-slate-800">
        {introParagraphs(issue.intro).map((paragraph) => (
          <p key={paragraph} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
      {posts.length > 0 && (
        <section aria-labelledby="issue-posts" className="mt-10">
          <h2 id="issue-posts" className="text-2xl font-bold text-slate-900">
            {words.posts}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2">
            {posts.map((post) => (
              <li key={post._id}>
                <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-teal-700">
                  <MediaImage image={post.cover} preset="blog-md" alt="" className="aspect-[4/3] w-full object-cover" />
                  <div className="flex flex-1 flex-col gap-2 p-4">
                    <h3 className="text-lg font-bold text-slate-900">
                      <LocalLink to={`/blog/${post.slug}`} className="outline-none after:absolute after:inset-0">
                        {post.title}
                      </LocalLink>
                    </h3>
                    {post.excerpt && <p className="text-slate-700">{post.excerpt}</p>}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      )}
      {trips.length > 0 && (
        <section aria-labelledby="issue-trips" className="mt-10">
          <h2 id="issue-trips" className="text-2xl font-bold text-slate-900">
            {words.trips}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2">
            {trips.map((trip) => (
              <li key={trip._id} className="flex">
                <TripCard trip={trip} headingLevel={3} saveable={false} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

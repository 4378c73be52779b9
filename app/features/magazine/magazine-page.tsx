import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '#app/components/pagination.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { categoryUrl } from '#domain/blog.ts';
import type { MagazineData } from './magazine.server.ts';
import { PostCard } from './post-card.tsx';

const chip =
  'inline-block rounded-full border px-4 py-1.5 text-sm font-semibold outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700';

/**
 * `/magazine` and its categories: the featured (newest) post on the first page, then the rest;
 * `newsletter` is the invitation to the newsletter, which the route composes in.
 */
export function MagazinePage({ data, newsletter }: { data: MagazineData; newsletter?: ReactNode }) {
  const { t } = useTranslation('magazine');
  const { category, categories, list } = data;
  const first = list.paginator.page === 1 && !category ? list.docs[0] : undefined;
  const rest = first ? list.docs.slice(1) : list.docs;
  const path = category ? `/magazine/${categoryUrl(category)}` : '/magazine';
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {category ? t(`categories.${category}`) : t('title')}
      </h1>
      <p className="mt-2 text-lg text-slate-700">{category ? t(`categoryIntro.${category}`) : t('intro')}</p>
      {category === 'marketing' && <p className="mt-2 text-sm font-semibold text-amber-800">{t('privateNote')}</p>}
      <nav aria-label={t('categoriesLabel')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {[null, ...categories].map((value) => {
            const current = value === category;
            return (
              <li key={value ?? 'all'}>
                <LocalLink
                  to={value ? `/magazine/${categoryUrl(value)}` : '/magazine'}
                  aria-current={current ? 'page' : undefined}
                  className={`${chip} ${current ? 'border-teal-800 bg-teal-800 text-white' : 'border-slate-300 text-slate-800 hover:border-teal-700'}`}
                >
                  {value ? t(`categories.${value}`) : t('allPosts')}
                </LocalLink>
              </li>
            );
          })}
        </ul>
      </nav>
      {list.docs.length === 0 ? (
        <p className="mt-10 text-slate-700">{t('empty')}</p>
      ) : (
        <>
          {first && (
            <section aria-label={t('featured')} className="mt-8">
              <PostCard post={first} large eager />
            </section>
          )}
          <section aria-labelledby="magazine-latest" className="mt-10">
            <h2 id="magazine-latest" className="sr-only">
              {t('latest')}
            </h2>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {rest.map((post, index) => (
                <PostCard key={post._id} post={post} eager={!first && index < 2} />
              ))}
            </div>
          </section>
        </>
      )}
      <Pagination
        page={list.paginator.page}
        pages={list.paginator.totalPages}
        path={path}
        previous={t('previousPage')}
        next={t('nextPage')}
      />
      {newsletter}
      <p className="mt-8 text-sm">
        <a href={data.feed} className="font-medium text-teal-800 underline underline-offset-2">
          {t('rss')}
        </a>
      </p>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { ConfirmDelete } from '#app/components/confirm-delete.tsx';
import { Pagination } from '#app/components/pagination.tsx';
import { outlineButton } from '#app/components/ui/action-buttons.ts';
import { TextField } from '#app/components/ui/form-fields.tsx';
import { useFormat } from '#app/lib/format.ts';
import { LocalLink } from '#app/lib/locale.tsx';
import { localizePath } from '#domain/locale.ts';
import type { PostCard, PostPage } from '#domain/schemas/post.ts';

const linkClass = 'font-semibold text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900';

function PostRow({ post }: { post: PostCard }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const busy = useNavigation().state !== 'idle';
  const live = post.status !== 'draft' && post.publishAt !== null && new Date(post.publishAt) <= new Date();
  const id = `post-${post._id}`;
  const hidden = <input type="hidden" name="post" value={post._id} />;
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        <a
          href={
            live
              ? localizePath(`/blog/${post.slug}`, post.language)
              : localizePath(`/admin/posts/${post._id}/preview`, post.language)
          }
          className={linkClass}
        >
          {post.title || t('posts.untitled')}
        </a>
        {!live && <span className="ml-2 text-sm font-normal text-slate-700">{t('posts.previewHint')}</span>}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('posts.facts', {
          language: post.language === 'de' ? 'Deutsch' : 'English',
          category: t(`magazine:categories.${post.category}`),
          author: post.author?.name ?? t('reports.goneAccount'),
        })}
        {' · '}
        <span className="font-semibold">
          {post.status === 'draft'
            ? t('posts.draft')
            : t(post.status === 'scheduled' && !live ? 'posts.scheduled' : 'posts.published', {
                date: format.time(post.publishAt ?? post.updatedAt),
              })}
        </span>
      </p>
      <div className="mt-3 flex flex-wrap items-start gap-4">
        <LocalLink to={`/admin/posts/${post._id}/edit`} className={outlineButton} aria-describedby={id}>
          {t('editor.edit')}
        </LocalLink>
        <Form method="post">
          {hidden}
          <button
            type="submit"
            name="intent"
            value={post.status === 'draft' ? 'publish' : 'unpublish'}
            className={outlineButton}
            aria-describedby={id}
            disabled={busy}
          >
            {t(post.status === 'draft' ? 'posts.publish' : 'posts.unpublish')}
          </button>
        </Form>
        <ConfirmDelete
          describedBy={id}
          busy={busy}
          words={{ open: t('posts.delete'), question: t('posts.confirmDelete'), confirm: t('posts.confirm') }}
        >
          {hidden}
        </ConfirmDelete>
      </div>
    </li>
  );
}

/** `/admin/posts`: the magazine's posts, drafts and scheduled ones too, to publish, take back or delete. */
export function AdminPostsPage({ list, q }: { list: PostPage; q: string }) {
  const { t } = useTranslation('admin');
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('posts.title')}</h1>
        <LocalLink to="/admin/posts/new" className={outlineButton}>
          {t('editor.newPost')}
        </LocalLink>
      </div>
      <p className="mt-2 text-slate-700">{t('posts.intro')}</p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
        <TextField type="search" name="q" label={t('posts.search')} defaultValue={q} />
        <button type="submit" className={outlineButton}>
          {t('trips.searchButton')}
        </button>
      </Form>
      {list.docs.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('posts.none')}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {list.docs.map((post) => (
            <PostRow key={post._id} post={post} />
          ))}
        </ul>
      )}
      <Pagination
        page={list.paginator.page}
        pages={list.paginator.totalPages}
        path="/admin/posts"
        query={q ? `q=${encodeURIComponent(q)}` : ''}
        previous={t('previous')}
        next={t('next')}
      />
    </div>
  );
}

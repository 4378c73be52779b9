import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '#app/components/ui/media-image.tsx';
import { ApiFailure, callApi } from '#app/lib/api-client.ts';
import { useFormat } from '#app/lib/format.ts';
import { useLocale } from '#app/lib/locale.tsx';
import { blogCategoryValues } from '#domain/blog.ts';
import { localizePath } from '#domain/locale.ts';
import type { PostInput, PostView } from '#domain/schemas/post.ts';
import { postLimits } from '#domain/schemas/post.ts';
import { emptyPostBody, type PostBody, postBodyLimits } from '#domain/schemas/post-body.ts';
import { fieldClass, smallButton } from './editor-styles.ts';
import type { PostEditorData } from './post-editor.server.ts';

// The editor's library is the heaviest part of the admin area: loaded on this page only.
const BodyEditor = lazy(() => import('./body-editor.tsx').then((module) => ({ default: module.BodyEditor })));

type Fields = Omit<PostInput, 'version' | 'tags' | 'slug'> & { tags: string; slug: string };

const withTripTitles = (body: PostBody, titles: Record<string, string>): PostBody => ({
  ...body,
  content: body.content.map((block) =>
    block.type === 'tripCard'
      ? { ...block, attrs: { ...block.attrs, title: titles[block.attrs.tripId] ?? '' } }
      : block,
  ),
});

const fieldsOf = (post: PostView | null, titles: Record<string, string>, locale: 'en' | 'de'): Fields => ({
  language: post?.language ?? locale,
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  excerpt: post?.excerpt ?? '',
  cover: post?.cover ?? null,
  category: post?.category ?? 'travel',
  tags: post?.tags.join(', ') ?? '',
  body: post ? withTripTitles(post.body, titles) : emptyPostBody(),
  translationOf: post?.translationOf ?? null,
});

const inputOf = (fields: Fields, version: number | undefined) => ({
  ...fields,
  version,
  tags: fields.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
  slug: fields.slug.trim(),
});

/** Unsaved changes are kept in the browser until a save succeeds, as the trip wizard keeps them. */
const localKey = (id: string | null) => `itinera.post-editor:${id ?? 'new'}`;

type Saved = { id: string | null; version: number | undefined; status: PostView['status']; publishAt: string | null };
type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

const autosaveMs = 1500;

function useAutosave(initial: PostView | null, fields: Fields, locale: 'en' | 'de') {
  const [saved, setSaved] = useState<Saved>({
    id: initial?._id ?? null,
    version: initial?.version,
    status: initial?.status ?? 'draft',
    publishAt: initial?.publishAt ?? null,
  });
  const [state, setState] = useState<SaveState>('idle');
  const [message, setMessage] = useState('');
  const dirty = useRef(false);
  const current = useRef(saved);
  current.current = saved;

  const save = async (): Promise<Saved | null> => {
    const { id, version } = current.current;
    setState('saving');
    try {
      const post = id
        ? await callApi('PUT /blog/editor/posts/{id}', { params: { id }, json: inputOf(fields, version) }, { locale })
        : await callApi('POST /blog/editor/posts', { json: inputOf(fields, undefined) }, { locale });
      const next = { id: post._id, version: post.version, status: post.status, publishAt: post.publishAt };
      setSaved(next);
      current.current = next;
      dirty.current = false;
      window.localStorage.removeItem(localKey(id));
      if (!id) window.history.replaceState(null, '', localizePath(`/admin/posts/${post._id}/edit`, locale));
      setState('saved');
      setMessage('');
      return next;
    } catch (failure) {
      setState('failed');
      setMessage(failure instanceof ApiFailure && failure.serverMessage ? failure.serverMessage : '');
      return null;
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the fields is what starts the timer
  useEffect(() => {
    if (!dirty.current) return;
    window.localStorage.setItem(
      localKey(current.current.id),
      JSON.stringify({ version: current.current.version, fields }),
    );
    const timer = window.setTimeout(() => void save(), autosaveMs);
    return () => window.clearTimeout(timer);
  }, [fields]);

  const markDirty = useCallback(() => {
    dirty.current = true;
  }, []);
  return { saved, setSaved, state, message, save, markDirty };
}

function Field({ label, children, hint }: { label: string; children: (id: string) => ReactNode; hint?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="font-semibold text-slate-900">
        {label}
      </label>
      {hint && <p className="text-sm text-slate-700">{hint}</p>}
      {children(id)}
    </div>
  );
}

/** The magazine's editor: the post's fields and body, saved as one writes, then previewed and published. */
export function PostEditorPage({ data }: { data: PostEditorData }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const format = useFormat();
  const bodyLabel = useId();
  const [fields, setFields] = useState(() => fieldsOf(data.post, data.tripTitles, locale));
  const [restored, setRestored] = useState(false);
  const { saved, setSaved, state, message, save, markDirty } = useAutosave(data.post, fields, locale);
  const [when, setWhen] = useState('');
  const [coverError, setCoverError] = useState('');
  const [publishError, setPublishError] = useState('');

  useEffect(() => {
    const kept = window.localStorage.getItem(localKey(data.post?._id ?? null));
    const copy = kept ? (JSON.parse(kept) as { version?: number; fields: Fields }) : null;
    if (copy && copy.version === data.post?.version) {
      markDirty();
      setFields(copy.fields);
      setRestored(true);
    }
  }, [data.post, markDirty]);

  const change = <K extends keyof Fields>(name: K, value: Fields[K]) => {
    markDirty();
    setFields((previous) => ({ ...previous, [name]: value }));
  };

  /** Publishing changes the version: the state follows, so the next autosave is not refused. */
  const settle = async (request: (id: string) => Promise<PostView>) => {
    const done = await save();
    if (!done?.id) return;
    try {
      const post = await request(done.id);
      setSaved({ id: post._id, version: post.version, status: post.status, publishAt: post.publishAt });
      setPublishError('');
    } catch (failure) {
      setPublishError(
        failure instanceof ApiFailure && failure.serverMessage ? failure.serverMessage : t('editor.saveFailed'),
      );
    }
  };
  const publish = (publishAt?: string) =>
    settle((id) =>
      callApi(
        'POST /blog/editor/posts/{id}/publish',
        { params: { id }, json: publishAt ? { publishAt } : {} },
        { locale },
      ),
    );
  const unpublish = () =>
    settle((id) => callApi('POST /blog/editor/posts/{id}/unpublish', { params: { id } }, { locale }));
  const uploadCover = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.set('image', file);
    try {
      change('cover', (await callApi('POST /blog/editor/images', { form }, { locale })).key);
      setCoverError('');
    } catch (failure) {
      setCoverError(
        failure instanceof ApiFailure && failure.serverMessage ? failure.serverMessage : t('editor.uploadFailed'),
      );
    }
  };

  const other = fields.language === 'en' ? 'de' : 'en';
  const statusText =
    saved.status === 'draft'
      ? t('posts.draft')
      : t(saved.status === 'scheduled' ? 'posts.scheduled' : 'posts.published', {
          date: saved.publishAt ? format.time(saved.publishAt) : '',
        });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {data.post ? t('editor.editTitle') : t('editor.newTitle')}
        </h1>
        <p aria-live="polite" className="text-sm text-slate-700">
          {restored && state === 'idle' ? t('editor.restored') : ''}
          {state === 'saving' && t('editor.saving')}
          {state === 'saved' && t('editor.saved')}
          {state === 'failed' && (message || t('editor.saveFailed'))}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('editor.title')}>
          {(id) => (
            <input
              id={id}
              value={fields.title}
              maxLength={postLimits.titleMax}
              onChange={(event) => change('title', event.target.value)}
              className={fieldClass}
            />
          )}
        </Field>
        <Field label={t('editor.slug')} hint={t('editor.slugHint')}>
          {(id) => (
            <input
              id={id}
              value={fields.slug}
              maxLength={postLimits.slugMax}
              onChange={(event) => change('slug', event.target.value)}
              className={fieldClass}
            />
          )}
        </Field>
        <Field label={t('editor.language')}>
          {(id) => (
            <select
              id={id}
              value={fields.language}
              onChange={(event) => change('language', event.target.value as Fields['language'])}
              className={fieldClass}
            >
              <option value="en">English</option>
              <option value="de">Deutsch</option>
            </select>
          )}
        </Field>
        <Field label={t('editor.category')}>
          {(id) => (
            <select
              id={id}
              value={fields.category}
              onChange={(event) => change('category', event.target.value as Fields['category'])}
              className={fieldClass}
            >
              {blogCategoryValues.map((category) => (
                <option key={category} value={category}>
                  {t(`magazine:categories.${category}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('editor.tags')} hint={t('editor.tagsHint', { count: postLimits.tagsMax })}>
          {(id) => (
            <input
              id={id}
              value={fields.tags}
              onChange={(event) => change('tags', event.target.value)}
              className={fieldClass}
            />
          )}
        </Field>
        <Field label={t('editor.translationOf')}>
          {(id) => (
            <select
              id={id}
              value={fields.translationOf ?? ''}
              onChange={(event) => change('translationOf', event.target.value || null)}
              className={fieldClass}
            >
              <option value="">{t('editor.noTranslation')}</option>
              {data.originals
                .filter((original) => original.language === other && original.id !== saved.id)
                .map((original) => (
                  <option key={original.id} value={original.id}>
                    {original.title}
                  </option>
                ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={t('editor.excerpt')}>
        {(id) => (
          <textarea
            id={id}
            rows={3}
            value={fields.excerpt}
            maxLength={postLimits.excerptMax}
            onChange={(event) => change('excerpt', event.target.value)}
            className={fieldClass}
          />
        )}
      </Field>
      <Field label={t('editor.cover')} hint={t('editor.coverHint')}>
        {(id) => (
          <div className="mt-1 flex flex-wrap items-center gap-3">
            {fields.cover && (
              <MediaImage image={fields.cover} preset="blog-sm" alt="" className="h-20 w-30 rounded-lg" />
            )}
            <input
              id={id}
              type="file"
              accept="image/*"
              onChange={(event) => void uploadCover(event.target.files?.[0])}
            />
            {fields.cover && (
              <button type="button" onClick={() => change('cover', null)} className={smallButton}>
                {t('editor.removeCover')}
              </button>
            )}
            {coverError && (
              <p role="alert" className="w-full text-sm text-rose-800">
                {coverError}
              </p>
            )}
          </div>
        )}
      </Field>
      <div>
        <p id={bodyLabel} className="font-semibold text-slate-900">
          {t('editor.body')}
        </p>
        <p className="text-sm text-slate-700">{t('editor.bodyHint', { count: postBodyLimits.blocksMax })}</p>
        <Suspense fallback={<div className="mt-1 min-h-80 rounded-xl border border-slate-300" />}>
          <BodyEditor
            key={restored ? 'restored' : 'stored'}
            body={fields.body}
            onChange={(body) => change('body', body)}
            labelId={bodyLabel}
          />
        </Suspense>
      </div>
      <section aria-labelledby="post-publishing" className="space-y-3 rounded-xl border border-slate-200 p-4">
        <h2 id="post-publishing" className="text-xl font-semibold text-slate-900">
          {t('editor.publishing')}
        </h2>
        <p className="text-slate-800" aria-live="polite">
          {statusText}
        </p>
        {publishError && (
          <p role="alert" className="text-sm text-rose-800">
            {publishError}
          </p>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <button type="button" onClick={() => void save()} className={smallButton}>
            {t('editor.saveNow')}
          </button>
          {saved.id && (
            <a href={localizePath(`/admin/posts/${saved.id}/preview`, fields.language)} className={smallButton}>
              {t('editor.preview')}
            </a>
          )}
          {saved.status === 'draft' ? (
            <button type="button" onClick={() => void publish()} className={smallButton}>
              {t('posts.publish')}
            </button>
          ) : (
            <button type="button" onClick={() => void unpublish()} className={smallButton}>
              {t('posts.unpublish')}
            </button>
          )}
          <Field label={t('editor.scheduleAt')}>
            {(id) => (
              <input
                id={id}
                type="datetime-local"
                value={when}
                onChange={(event) => setWhen(event.target.value)}
                className={fieldClass}
              />
            )}
          </Field>
          <button
            type="button"
            disabled={!when}
            onClick={() => void publish(new Date(when).toISOString())}
            className={smallButton}
          >
            {t('editor.schedule')}
          </button>
        </div>
      </section>
    </div>
  );
}

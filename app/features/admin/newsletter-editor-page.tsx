import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormMessage, SubmitButton, TextAreaField, TextField } from '#app/components/ui/form-fields.tsx';
import { RadioChoices } from '#app/components/ui/radio-choices.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { locales, localizePath } from '#domain/locale.ts';
import { newsletterIssueLimits } from '#domain/schemas/newsletter-issue.ts';
import type { FieldError } from '#server/errors.ts';
import type { newsletterEditorLoader, TypedIssue } from './newsletter.server.ts';

type Data = Awaited<ReturnType<typeof newsletterEditorLoader>>;
type Choice = { id: string; label: string };

const linkClass = 'font-semibold text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900';

/** Checkboxes in a fieldset: a group the keyboard tabs through, each box labelled, the group's reason announced. */
function Choices({
  name,
  legend,
  hint,
  choices,
  chosen,
  error,
}: {
  name: string;
  legend: string;
  hint: string;
  choices: Choice[];
  chosen: string[];
  error: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const described = [`${name}-hint`, error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      {choices.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('newsletter.nothingToChoose')}</p>
      ) : (
        <ul className="mt-2 max-h-72 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-3">
          {choices.map((choice) => (
            <li key={choice.id} className="flex items-start gap-3">
              <input
                id={`${name}-${choice.id}`}
                type="checkbox"
                name={name}
                value={choice.id}
                defaultChecked={chosen.includes(choice.id)}
                className="mt-1 size-4 shrink-0 accent-teal-700"
              />
              <label htmlFor={`${name}-${choice.id}`} className="text-sm text-slate-800">
                {choice.label}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** `/admin/newsletter/new` and `…/{id}/edit`: subject, language, introduction and the posts and trips it presents. */
export function NewsletterEditorPage({
  data,
  refused,
}: {
  data: Data;
  refused?: { error: FieldError; typed: TypedIssue };
}) {
  const { t } = useTranslation('admin');
  const { issue, candidates } = data;
  const typed = refused?.typed;
  const errorOf = (field: string) => (refused?.error.field === field ? refused.error.message : undefined);
  const languageName = (language: string) => t(`newsletter.languages.${language}`);
  return (
    <div className="max-w-3xl">
      <p>
        <LocalLink to="/admin/newsletter" className={linkClass}>
          {t('newsletter.back')}
        </LocalLink>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        {t(issue ? 'newsletter.editTitle' : 'newsletter.newTitle')}
      </h1>
      {issue && issue.status !== 'draft' && (
        <div className="mt-4">
          <FormMessage>{t('newsletter.notDraft')}</FormMessage>
        </div>
      )}
      {errorOf('version') && (
        <div className="mt-4">
          <FormMessage>{errorOf('version')}</FormMessage>
        </div>
      )}
      <Form method="post" className="mt-6 space-y-6">
        <input type="hidden" name="version" value={typed?.version ?? issue?.version ?? ''} />
        <TextField
          name="subject"
          label={t('newsletter.fields.subject')}
          defaultValue={typed?.subject ?? issue?.subject ?? ''}
          maxLength={newsletterIssueLimits.subjectMax}
          required
          error={errorOf('subject')}
        />
        <RadioChoices
          legend={t('newsletter.fields.locale')}
          name="locale"
          choices={locales.map((language) => ({ value: language, label: languageName(language) }))}
          checked={typed?.locale ?? issue?.locale ?? 'en'}
          className="flex flex-wrap gap-x-6"
        />
        <TextAreaField
          name="intro"
          label={t('newsletter.fields.intro')}
          hint={t('newsletter.introHint')}
          defaultValue={typed?.intro ?? issue?.intro ?? ''}
          maxLength={newsletterIssueLimits.introMax}
          rows={8}
          required
          error={errorOf('intro')}
        />
        <Choices
          name="postIds"
          legend={t('newsletter.fields.postIds')}
          hint={t('newsletter.postsHint', { max: newsletterIssueLimits.postsMax })}
          choices={candidates.posts.map((post) => ({
            id: post.id,
            label: `${post.title} (${languageName(post.language)})`,
          }))}
          chosen={typed?.postIds ?? issue?.postIds ?? []}
          error={errorOf('postIds')}
        />
        <Choices
          name="tripIds"
          legend={t('newsletter.fields.tripIds')}
          hint={t('newsletter.tripsHint', { max: newsletterIssueLimits.tripsMax })}
          choices={candidates.trips.map((trip) => ({ id: trip.id, label: trip.title }))}
          chosen={typed?.tripIds ?? issue?.tripIds ?? []}
          error={errorOf('tripIds')}
        />
        <div className="flex flex-wrap items-center gap-6">
          {(!issue || issue.status === 'draft') && (
            <div className="w-full max-w-xs">
              <SubmitButton pendingLabel={t('newsletter.saving')}>{t('newsletter.save')}</SubmitButton>
            </div>
          )}
          {issue && (
            <a href={localizePath(`/newsletter/${issue._id}`, issue.locale)} className={linkClass}>
              {t('newsletter.preview')}
            </a>
          )}
        </div>
      </Form>
    </div>
  );
}

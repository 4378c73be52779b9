import { data, type RouterContextProvider } from 'react-router';
import { formText, readForm } from '#app/lib/form.server.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { memberAction } from '#app/lib/member-action.server.ts';
import { pageNumber } from '#app/lib/page-number.ts';
import { pageRequest } from '#app/lib/page-request.server.ts';
import { idPattern } from '#domain/ids.ts';
import { localizePath } from '#domain/locale.ts';
import { newsletterIssueInputSchema } from '#domain/schemas/newsletter-issue.ts';
import { AppError, type FieldError } from '#server/errors.ts';
import { issueLabels } from '#server/features/newsletter-issues/newsletter-issues.contract.ts';
import {
  createIssue,
  deleteIssue,
  issueCandidates,
  listIssues,
  readIssue,
  saveIssue,
  sendTest,
  startSending,
} from '#server/features/newsletter-issues/newsletter-issues.service.ts';
import { requestContext } from '#server/request-context.ts';
import { parseInput } from '#server/validate.ts';
import { adminAction } from './admin-action.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };
type EditorArgs = Args & { params: { id?: string } };

/** `/admin/newsletter?page`: the issues, newest first, with how far each send has come (admins only). */
export async function adminNewsletterLoader(args: Args) {
  await requireAdmin(args);
  const { url, t, db } = pageRequest(args);
  return {
    meta: {
      title: t('meta.titleTemplate', { page: t('admin:newsletter.title') }),
      description: t('admin:newsletter.intro'),
    },
    list: await listIssues(db, pageNumber(url)),
  };
}

/** A test to the admin, the one send, or deleting a draft; back to the list with a notice. */
export function adminNewsletterAction(args: Args) {
  const { mailer, env } = args.context.get(requestContext);
  return adminAction(
    args,
    'newsletter',
    (admin, form) => {
      const id = formText(form, 'issue');
      return {
        test: (db) => sendTest(db, mailer, env, admin, id),
        send: (db) => startSending(db, admin, id, formText(form, 'version') || undefined).then(() => undefined),
        delete: (db) => deleteIssue(db, id),
      };
    },
    () => undefined,
  );
}

/** `/admin/newsletter/new` and `/admin/newsletter/{id}/edit`: the issue's form with what it may present. */
export async function newsletterEditorLoader(args: EditorArgs) {
  await requireAdmin(args);
  const { locale, t, db } = pageRequest(args);
  const { id } = args.params;
  const issue = id === undefined ? null : idPattern.test(id) ? await readIssue(db, id).catch(() => null) : null;
  if (id !== undefined && !issue) throw data(null, { status: 404 });
  const title = t(issue ? 'admin:newsletter.editTitle' : 'admin:newsletter.newTitle');
  return {
    meta: { title: t('meta.titleTemplate', { page: title }), description: t('admin:newsletter.intro') },
    issue,
    candidates: await issueCandidates(db, issue?.locale ?? locale, issue ?? { postIds: [], tripIds: [] }),
  };
}

/** What the form sent, as the one input schema reads it (the choices are repeated fields). */
const typedIssue = (form: FormData) => ({
  version: formText(form, 'version') || undefined,
  locale: formText(form, 'locale'),
  subject: formText(form, 'subject'),
  intro: formText(form, 'intro'),
  postIds: form.getAll('postIds').map(String),
  tripIds: form.getAll('tripIds').map(String),
});
export type TypedIssue = ReturnType<typeof typedIssue>;

/**
 * Saves the draft and goes back to the list; refused, the form comes back with the field's reason
 * and everything typed. A stale version is told at the form too, so nothing typed is lost.
 */
export async function newsletterEditorAction(args: EditorArgs) {
  const user = await requireAdmin(args);
  const { locale, t } = pageRequest(args);
  const form = await readForm(args.request);
  const typed = typedIssue(form);
  const admin = { userId: user.id, name: user.displayName, locale };
  const { id } = args.params;
  return memberAction({
    ...args,
    user,
    locale,
    back: localizePath('/admin/newsletter', locale),
    done: 'admin:newsletter.done.save',
    run: async (db) => {
      const input = parseInput(newsletterIssueInputSchema, typed, locale, issueLabels(locale));
      try {
        await (id === undefined ? createIssue(db, admin, input) : saveIssue(db, admin, id, input));
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
        const message = t('admin:newsletter.errors.conflict');
        throw new AppError('VALIDATION_FAILED', message, [{ field: 'version', message }]);
      }
    },
    onRefused: (field: FieldError) => ({ error: field, typed }),
  });
}

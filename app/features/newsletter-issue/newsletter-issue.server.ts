import { data, redirect } from 'react-router';
import { type PageArgs, pageRequest } from '#app/lib/page-request.server.ts';
import { withoutReact } from '#app/lib/static-page.server.ts';
import { idPattern } from '#domain/ids.ts';
import { localizePath } from '#domain/locale.ts';
import { introParagraphs } from '#domain/schemas/newsletter-issue.ts';
import { sessionUser } from '#server/auth/session.ts';
import { webIssue } from '#server/features/newsletter-issues/newsletter-issues.service.ts';
import { newsletterWords } from '#server/mail/templates.ts';
import { isAdmin } from '#server/policies/user.ts';
import { requestContext } from '#server/request-context.ts';

/**
 * `/newsletter/{id}`: an issue's web version, the mail's "view in your browser", at the address of
 * its language (else 301 there). Issues that went out are public; a draft is the admins' preview.
 */
export async function newsletterIssueLoader(args: PageArgs & { params: { id?: string } }) {
  const { locale, t, db } = pageRequest(args);
  const { auth, env } = args.context.get(requestContext);
  const id = args.params.id ?? '';
  if (!idPattern.test(id)) throw data(null, { status: 404 });
  const admin = isAdmin(await sessionUser(auth, args.request.headers), env);
  const content = await webIssue(db, id, { admin });
  if (!content) throw data(null, { status: 404 });
  const { issue } = content;
  if (issue.locale !== locale) throw redirect(localizePath(`/newsletter/${id}`, issue.locale), 301);
  return {
    meta: {
      title: t('meta.titleTemplate', { page: issue.subject }),
      description: introParagraphs(issue.intro)[0]?.slice(0, 160) ?? issue.subject,
    },
    content,
    words: newsletterWords(locale),
    alternates: { [locale]: `/newsletter/${id}` },
    ...withoutReact(),
  };
}
export type NewsletterIssueData = Awaited<ReturnType<typeof newsletterIssueLoader>>;

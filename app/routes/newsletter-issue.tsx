import { newsletterIssueLoader } from '#app/features/newsletter-issue/newsletter-issue.server.ts';
import { NewsletterIssuePage } from '#app/features/newsletter-issue/newsletter-issue-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/newsletter-issue';

/** `/newsletter/{id}`: the web version of a newsletter issue (a draft: the admins' preview). */
export const loader = (args: Route.LoaderArgs) => newsletterIssueLoader(args);

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function NewsletterIssue({ loaderData }: Route.ComponentProps) {
  return <NewsletterIssuePage data={loaderData} />;
}

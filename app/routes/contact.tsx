import { contactAction } from '#app/features/contact/contact.server.ts';
import { ContactForm } from '#app/features/contact/contact-form.tsx';
import { ContactPage } from '#app/features/static-pages/contact-page.tsx';
import { loadContact } from '#app/features/static-pages/content.server.ts';
import { sharedPageCache } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { isContactTopic } from '#domain/schemas/contact.ts';
import type { Route } from './+types/contact';

/** `?topic=` (general, advertising, press, abuse or privacy) highlights that topic's card and, abuse aside, chooses it in the form. */
export const loader = (args: Route.LoaderArgs) => loadContact(args);

export const action = (args: Route.ActionArgs) => contactAction(args);

export const meta = pageMeta;

export const headers = sharedPageCache(300);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { page, operator } = loaderData;
  const topic = isContactTopic(page.selected) ? page.selected : null;
  return <ContactPage page={page} operator={operator} form={<ContactForm topic={topic} result={actionData} />} />;
}

import { ContactPage } from '#app/features/static-pages/contact-page.tsx';
import { loadContact } from '#app/features/static-pages/content.server.ts';
import { sharedPageCache } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/contact';

/** `?topic=advertising` (or general, press, abuse, privacy) highlights that topic. */
export const loader = (args: Route.LoaderArgs) => loadContact(args);

export const meta = pageMeta;

export const headers = sharedPageCache(300);

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage page={loaderData.page} operator={loaderData.operator} />;
}

import { registrationLoader } from '#app/features/newsletter/newsletter-pages.server.ts';
import { RegistrationPage } from '#app/features/newsletter/registration-page.tsx';
import { noindexMeta } from '#app/features/signin/meta.ts';
import type { Route } from './+types/registration-newsletter';

/** `/registration-newsletter`: after the sign-up form, "check your inbox". */
export const loader = (args: Route.LoaderArgs) => registrationLoader(args);

export const meta = noindexMeta;

export default function RegistrationNewsletter() {
  return <RegistrationPage />;
}

import { AlmostCompletePage } from '#app/features/register/almost-complete-page.tsx';
import type { ProviderTermsResult } from '#app/features/register/provider-terms.server.ts';
import { ProviderTerms } from '#app/features/register/provider-terms.tsx';
import { almostCompleteLoader, type ResendResult, resendAction } from '#app/features/register/register.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/register-almost-complete';

/** `?email=` (from the registration) fills the resend form. */
export const loader = (args: Route.LoaderArgs) => almostCompleteLoader(args);

/** Sends the verification mail again; the response is the same whether or not the address has an account. */
export const action = (args: Route.ActionArgs) => resendAction(args);

// The address in the query string must stay out of search engines.
export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex, nofollow' }];

export default function RegisterAlmostComplete({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.pendingSignUp)
    return <ProviderTerms pending={loaderData.pendingSignUp} result={actionData as ProviderTermsResult | undefined} />;
  return <AlmostCompletePage email={loaderData.email} result={actionData as ResendResult | undefined} />;
}

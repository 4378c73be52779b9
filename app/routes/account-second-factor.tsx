import { secondFactorAction, secondFactorLoader } from '#app/features/settings/second-factor.server.ts';
import { SecondFactorPage } from '#app/features/settings/second-factor-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/account-second-factor';

/** `/account/second-factor`: full sign-in (spec 4), like the settings it belongs to. */
export const loader = (args: Route.LoaderArgs) => secondFactorLoader(args);

export const action = (args: Route.ActionArgs) => secondFactorAction(args);

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function AccountSecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SecondFactorPage
      state={loaderData.state}
      required={loaderData.required}
      recoveryCodes={loaderData.recoveryCodes}
      result={actionData}
    />
  );
}

import { noindexMeta } from '#app/features/signin/meta.ts';
import { secondStepAction, secondStepLoader } from '#app/features/signin/second-step.server.ts';
import { SecondStepPage } from '#app/features/signin/second-step-page.tsx';
import type { Route } from './+types/signin-second-factor';

export const loader = (args: Route.LoaderArgs) => secondStepLoader(args);

export const action = (args: Route.ActionArgs) => secondStepAction(args);

export const meta = noindexMeta;

export default function SignInSecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  return <SecondStepPage relay={loaderData.relay} result={actionData} />;
}

import { verifyEmailAction, verifyEmailLoader } from '#app/features/verify-email/verify-email.server.ts';
import { VerifyEmailPage } from '#app/features/verify-email/verify-email-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/verify-email';

export const loader = (args: Route.LoaderArgs) => verifyEmailLoader(args);

export const action = (args: Route.ActionArgs) => verifyEmailAction(args);

export const meta = pageMeta;

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <VerifyEmailPage
      state={loaderData.state}
      email={loaderData.email}
      result={actionData?.result}
      emailError={actionData?.emailError}
    />
  );
}

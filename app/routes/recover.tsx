import { noindexMeta } from '#app/features/signin/meta.ts';
import { recoverAction, recoverLoader } from '#app/features/signin/recover.server.ts';
import { RecoverPage } from '#app/features/signin/recover-page.tsx';
import type { Route } from './+types/recover';

export const loader = (args: Route.LoaderArgs) => recoverLoader(args);

export const action = (args: Route.ActionArgs) => recoverAction(args);

export const meta = noindexMeta;

export default function Recover({ actionData }: Route.ComponentProps) {
  return <RecoverPage result={actionData} />;
}

import { settingsAction, settingsLoader } from '#app/features/settings/settings.server.ts';
import { SettingsPage } from '#app/features/settings/settings-page.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { Route } from './+types/account-setting';

/** `/account/setting`: full sign-in (spec 4). */
export const loader = (args: Route.LoaderArgs) => settingsLoader(args);

/** One action for every section; the form's `intent` says which. */
export const action = (args: Route.ActionArgs) => settingsAction(args);

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function AccountSetting({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsPage
      settings={loaderData.settings}
      publicUrl={loaderData.publicUrl}
      emailChanged={loaderData.emailChanged}
      secondFactor={loaderData.secondFactor}
      passkeys={loaderData.passkeys}
      providers={loaderData.providers}
      hasPassword={loaderData.hasPassword}
      result={actionData}
    />
  );
}

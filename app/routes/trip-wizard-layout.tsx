import { useMatches } from 'react-router';
import type { WizardLoaderData } from '#app/features/trip-wizard/wizard.server.ts';
import { WizardPage } from '#app/features/trip-wizard/wizard-page.tsx';

/**
 * `/trips/create` and `/trips/{id}/edit` share this parent, which holds the wizard: when the first
 * save creates the trip and the address becomes the trip's, the wizard stays as it is, with the
 * author's focus, scroll position and everything typed in the meantime.
 */
export default function TripWizardLayout() {
  const data = useMatches().at(-1)?.loaderData as WizardLoaderData;
  return <WizardPage data={data} />;
}

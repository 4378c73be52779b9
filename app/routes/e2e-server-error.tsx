import { serverErrorProbeLoader } from '#app/features/errors/server-error-probe.server.ts';
import type { Route } from './+types/e2e-server-error';

export const loader = (args: Route.LoaderArgs) => serverErrorProbeLoader(args);

export default function ServerErrorProbe() {
  return null;
}

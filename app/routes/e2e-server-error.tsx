import { data } from 'react-router';
import { requestContext } from '#server/request-context.ts';
import type { Route } from './+types/e2e-server-error';

/** Lets the end-to-end tests see the real 500 page; a 404 unless ENABLE_TEST_ROUTES is set. */
export function loader({ context }: Route.LoaderArgs): never {
  if (!context.get(requestContext).env.ENABLE_TEST_ROUTES) throw data(null, { status: 404 });
  throw new Error('Deliberate failure requested by an end-to-end test');
}

export default function ServerErrorProbe() {
  return null;
}

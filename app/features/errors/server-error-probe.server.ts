import { data, type RouterContextProvider } from 'react-router';
import { requestContext } from '#server/request-context.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** Lets the end-to-end tests see the real 500 page; a 404 unless ENABLE_TEST_ROUTES is set. */
export function serverErrorProbeLoader({ context }: Args): never {
  if (!context.get(requestContext).env.ENABLE_TEST_ROUTES) throw data(null, { status: 404 });
  throw new Error('Deliberate failure requested by an end-to-end test');
}

import { data, type ServerBuild } from 'react-router';
import type { DiskSpace } from './disk-space.ts';
import { errorCodes } from './errors.ts';
import { DiskLow, describeFault, faultOf } from './faults.ts';
import { requestLog } from './observability/logger.ts';
import { withRetryAfter } from './page-retry-after.ts';

type Handler = (args: { request: Request }) => unknown;

/** A fault thrown as the route error the error boundaries show, with its status (Retry-After: app.ts). */
function asRouteError(request: Request, error: unknown): never {
  const fault = faultOf(error);
  if (!fault) throw error;
  const status = errorCodes[fault];
  const { pathname } = new URL(request.url);
  requestLog().warn(`Page ${request.method} ${pathname} answered ${status} ${describeFault(error)}`);
  throw data(null, { status });
}

const answered =
  (handler: Handler, disk?: DiskSpace): Handler =>
  async (args) => {
    if (disk?.low()) asRouteError(args.request, new DiskLow());
    try {
      return await handler(args);
    } catch (error) {
      return asRouteError(args.request, error);
    }
  };

/**
 * The build with every route's loader and action answering the database being away with 503 and
 * a full disk with 507, as server/errors.ts maps them for the API: the pages' error boundaries
 * show what happened and the status says it. An action is refused at once while the disk is
 * below its reserve. Every route passes on the Retry-After its action or loader answered with.
 */
function faultAware(build: ServerBuild, disk: DiskSpace): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module;
    const module = { ...route.module, headers: withRetryAfter(route.module.headers) };
    if (loader) module.loader = answered(loader as Handler) as typeof loader;
    if (action) module.action = answered(action as Handler, disk) as typeof action;
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}

/** The same for a build loaded per request (Vite's, in development), wrapped once per version. */
export function withFaultStatus(
  build: ServerBuild | (() => Promise<ServerBuild>),
  disk: DiskSpace,
): ServerBuild | (() => Promise<ServerBuild>) {
  if (typeof build !== 'function') return faultAware(build, disk);
  const wrapped = new WeakMap<ServerBuild, ServerBuild>();
  return async () => {
    const current = await build();
    const known = wrapped.get(current);
    if (known) return known;
    const answer = faultAware(current, disk);
    wrapped.set(current, answer);
    return answer;
  };
}

import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

type ManifestRoute = NonNullable<ServerBuild['routes'][string]>;

/** The build's flat route manifest as the nested routes React Router matches against. */
function routeTree(routes: ManifestRoute[], parentId?: string): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) =>
      index ? { id, path, index, caseSensitive } : { id, path, caseSensitive, children: routeTree(routes, id) },
    );
}

/** Addresses remembered per build: the pages readers ask for again and again. */
const PATHS_MAX = 2000;

type Matched = { routes: ManifestRoute[] | null };

/** Each build's tree and remembered matches, made once: in development each request may bring a new build (Vite's). */
const matchers = new WeakMap<ServerBuild, (pathname: string) => ManifestRoute[] | null>();

/**
 * The routes of the build that render `pathname`, outermost first, as React Router itself matches
 * them (app/routes.ts is the one place a page's address is written); null when none does. React
 * Router flattens and compiles the whole tree on every match, about a millisecond: half of what a
 * cached page cost before the matches were remembered (docs/performance.md).
 */
export function pageRoutes(build: ServerBuild) {
  const known = matchers.get(build);
  if (known) return known;
  const tree = routeTree(Object.values(build.routes).filter((route) => route !== undefined));
  const remembered = new LRUCache<string, Matched>({ max: PATHS_MAX });
  const match = (pathname: string) => {
    const hit = remembered.get(pathname);
    if (hit) return hit.routes;
    const routes =
      matchRoutes(tree, pathname)?.flatMap(({ route }) => {
        const manifest = route.id === undefined ? undefined : build.routes[route.id];
        return manifest ? [manifest] : [];
      }) ?? null;
    remembered.set(pathname, { routes });
    return routes;
  };
  matchers.set(build, match);
  return match;
}

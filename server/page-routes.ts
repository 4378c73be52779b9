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

/** Each build's tree, made once: in development each request may bring a new build (Vite's). */
const trees = new WeakMap<ServerBuild, RouteObject[]>();

/**
 * The routes of the build that render `pathname`, outermost first, as React Router itself matches
 * them (app/routes.ts is the one place a page's address is written); null when none does.
 */
export function pageRoutes(build: ServerBuild) {
  const tree = trees.get(build) ?? routeTree(Object.values(build.routes).filter((route) => route !== undefined));
  trees.set(build, tree);
  return (pathname: string) =>
    matchRoutes(tree, pathname)?.flatMap(({ route }) => {
      const manifest = route.id === undefined ? undefined : build.routes[route.id];
      return manifest ? [manifest] : [];
    }) ?? null;
}

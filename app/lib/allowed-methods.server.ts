import { type EntryContext, matchRoutes, type RouteObject } from 'react-router';

type Manifest = EntryContext['manifest']['routes'];

const routesUnder = (manifest: Manifest, parentId?: string): RouteObject[] =>
  Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) => ({ ...route, children: routesUnder(manifest, route?.id) }) as RouteObject);

/**
 * The methods a page takes, for the Allow header of its 405: GET and HEAD, and POST when its route
 * has an action. Matched here from the path, since React Router answers a method it does not know
 * (OPTIONS...) at the root, before it matches any page.
 */
export function allowedMethods({ manifest }: EntryContext, pathname: string): string {
  const page = matchRoutes(routesUnder(manifest.routes), pathname)?.at(-1);
  return page && manifest.routes[page.route.id ?? '']?.hasAction ? 'GET, HEAD, POST' : 'GET, HEAD';
}

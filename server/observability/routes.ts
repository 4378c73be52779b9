import type { ServerBuild } from 'react-router';
import { pageRoutes } from '../page-routes.ts';

/** A single fetch of React Router asks for a page's data at its path plus `.data` (`/_root.data` for `/`). */
const DATA_SUFFIX = '.data';

/**
 * `pathname` as the pattern of the page route that answers it (`/trips/:key`, `/de/blog/:slug`,
 * `/*` when none does), matched by React Router itself: what a page request is counted and logged
 * under, never its ids or slugs.
 */
export function pagePatterns(build: ServerBuild): (pathname: string) => string {
  const routesOf = pageRoutes(build);
  const match = (pathname: string) => {
    const routes = routesOf(pathname);
    if (!routes) return '/*';
    return `/${routes.flatMap((route) => (route.path ? [route.path] : [])).join('/')}`.replace(/\/+/g, '/');
  };
  return (pathname) => {
    if (!pathname.endsWith(DATA_SUFFIX)) return match(pathname);
    const page = pathname.slice(0, -DATA_SUFFIX.length);
    return page === '/_root' ? pathname : `${match(page)}${DATA_SUFFIX}`;
  };
}

/** A path under a catch-all route (better-auth's `/api/auth/*`): its words kept, any id or token a `:param`. */
export function wordsOnly(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (segment === '' || /^[a-z][a-z-]{0,31}$/.test(segment) ? segment : ':param'))
    .join('/');
}

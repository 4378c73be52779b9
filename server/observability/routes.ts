import type { ServerBuild } from 'react-router';

type Pattern = { pattern: string; test: RegExp; score: number };

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isParam = (segment: string) => /^:[\w-]+\??$/.test(segment);

/** React Router's ranking (flattenRoutes' computeScore): static segments before parameters before a splat. */
function score(pattern: string, index: boolean) {
  const segments = pattern.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment !== '*') total += isParam(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function toRegExp(pattern: string) {
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment === '*') source += '(?:/.*)?';
    else if (isParam(segment)) source += segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    else source += `/${literal(segment)}`;
  }
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * The page routes of a React Router build as patterns (`/trips/:key`, `/de/blog/:slug`, `/*`),
 * best match first; what a page request is counted and logged under, never its ids or slugs.
 */
function patternsOf(build: ServerBuild): Pattern[] {
  const routes = build.routes;
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return '';
    const parent = fullPath(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const byPattern = new Map<string, Pattern>();
  for (const route of Object.values(routes)) {
    if (!route || (route.path === undefined && !route.index)) continue;
    const pattern = fullPath(route.id).replace(/\/+/g, '/') || '/';
    const ranked = score(pattern, Boolean(route.index));
    const known = byPattern.get(pattern);
    if (!known || known.score < ranked) byPattern.set(pattern, { pattern, test: toRegExp(pattern), score: ranked });
  }
  return [...byPattern.values()].sort((a, b) => b.score - a.score);
}

/** A single fetch of React Router asks for a page's data at its path plus `.data` (`/_root.data` for `/`). */
const DATA_SUFFIX = '.data';

/** `pathname` as the pattern of the page route that answers it; `/*` when none does. */
export function pagePatterns(build: ServerBuild): (pathname: string) => string {
  const patterns = patternsOf(build);
  const match = (pathname: string) => patterns.find(({ test }) => test.test(pathname))?.pattern ?? '/*';
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

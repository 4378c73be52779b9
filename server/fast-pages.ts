import type { RequestListener } from 'node:http';
import type { Env } from './env.ts';
import { localeChoice, localeVary, privateAnswer } from './locale-redirect.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import type { PageCache, ReadyAnswer, VisitorHeaders } from './page-cache.ts';

/** What the kept pages read of a request, as Node's `IncomingMessage` holds it. */
export type KeptPageRequest = {
  method?: string;
  url?: string;
  headers: VisitorHeaders & { 'accept-language'?: string };
};

/** A kept page's ready answer to a request, or null when it is not the shared copy's to answer. */
export type KeptPageAnswerer = (req: KeptPageRequest) => ReadyAnswer | null;

/**
 * A path, with perhaps a query, that `new URL` would leave as it is: no dot segments, no empty
 * segments, nothing to percent-encode. Others are normalised by `new URL`, as Hono does.
 */
const plainAddress = /^(?:\/[\w~-][\w.~-]*)*\/?(?:\?[\w.~=&-]+)?$/;

/** The page cache's key of a request: its path and query as URLs normalise them; null if it is no URL. */
function keyOf(address: string | undefined) {
  if (address && plainAddress.test(address)) return address;
  const url = URL.parse(address ?? '/', 'http://localhost');
  return url && url.pathname + url.search;
}

/** `head` with the value of header `name` replaced by what `change` makes of it. */
const changed = (head: string[], name: string, change: (value: string) => string) =>
  head.map((value, index) => (index % 2 === 1 && head[index - 1] === name ? change(value) : value));

/**
 * What the language detection adds to a kept answer of `/` (server/locale-redirect.ts), made once
 * per answer: the answer is the same object until its `s-maxage` changes.
 */
function localised() {
  const chosen = new WeakMap<ReadyAnswer, ReadyAnswer>();
  const remembered = new WeakMap<ReadyAnswer, ReadyAnswer>();
  const vary = (answer: ReadyAnswer) => changed(answer.head, 'vary', (value) => `${value}, ${localeVary}`);
  return (answer: ReadyAnswer, setCookie: string | undefined) => {
    const made = setCookie ? remembered : chosen;
    let done = made.get(answer);
    if (!done) {
      // An answer that sets the visitor's cookie is theirs alone; the cookie is the same for all who get it.
      const head = setCookie
        ? [...changed(vary(answer), 'cache-control', () => privateAnswer), 'set-cookie', setCookie]
        : vary(answer);
      done = { ...answer, head };
      made.set(answer, done);
    }
    return done;
  };
}

/**
 * Anonymous reads of pages the page cache holds are answered from the kept bytes and a header list
 * made once a second (ADR 0052): Hono's middleware chain and the Request and Response objects it
 * builds cost several times the rest of such an answer.
 */
export function keptPageAnswerer(cache: PageCache, env: Env): KeptPageAnswerer {
  const answers = cache.readyAnswers(securityHeaders(env).flat());
  const onHome = localised();
  const secure = env.PUBLIC_URL.startsWith('https://');
  return (req) => {
    const key = keyOf(req.url);
    const answer = key === null ? null : answers(req.method, key, req.headers);
    if (!answer || key !== '/') return answer;
    const { locale, setCookie } = localeChoice(req.headers.cookie, req.headers['accept-language'], secure);
    return locale === 'en' ? onHome(answer, setCookie) : null;
  };
}

/** Node's request listener that answers what `answerOf` answers itself; everything else goes to `fallback`. */
export function withCachedPages(answerOf: KeptPageAnswerer, fallback: RequestListener): RequestListener {
  return (req, res) => {
    const answer = answerOf(req);
    if (!answer) return fallback(req, res);
    res.writeHead(answer.status, answer.head);
    res.end(answer.body);
  };
}

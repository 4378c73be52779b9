import type { Context } from 'hono';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import { CURRENCY_COOKIE, isReaderCurrency } from '#domain/exchange-rates.ts';
import { readCookie } from '#domain/locale.ts';
import { clientHeaders } from './auth/client-ip.ts';
import type { ReaderPages } from './page-cache.ts';
import { pageRoutes } from './page-routes.ts';
import { publicUrl } from './public-request.ts';
import { hasReaderParts } from './reader-parts.ts';
import type { RenderedPage } from './request-context.ts';
import type { TrustedProxies } from './trusted-proxies.ts';

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Renders a page as the React Router handler does, leaving what its loaders left. */
  render: (c: Context, request: Request) => Promise<{ response: Response; rendered: RenderedPage }>;
  loadContext: (c: Context) => RouterContextProvider;
  /** PUBLIC_URL's origin, where React Router sees every page. */
  site: string;
  trustProxy: TrustedProxies;
};

/**
 * The page cache's view of the app's pages with parts of the reader's own: those whose route's
 * `handle` says so (server/reader-parts.ts), matched as React Router matches them.
 */
export function readerPages({ build, render, loadContext, site, trustProxy }: Options): ReaderPages {
  const matcher = async () => pageRoutes(typeof build === 'function' ? await build() : build);
  return {
    has: async (pathname) => hasReaderParts((await matcher())(pathname)?.at(-1)?.module.handle),
    render: (c) => {
      const headers = clientHeaders(c, trustProxy);
      // The copy everyone with this currency shares (ADR 0081): the reader's other cookies stay out.
      const currency = readCookie(headers.get('cookie'), CURRENCY_COOKIE);
      if (isReaderCurrency(currency)) headers.set('cookie', `${CURRENCY_COOKIE}=${currency}`);
      else headers.delete('cookie');
      return render(c, new Request(publicUrl(c, site), { headers }));
    },
    parts: (c, readerParts, page) => readerParts({ request: c.req.raw, context: loadContext(c), page }),
  };
}

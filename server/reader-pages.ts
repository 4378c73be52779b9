import type { Context } from 'hono';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import { clientHeaders } from './auth/client-ip.ts';
import type { ReaderPages, SharedPage } from './page-cache.ts';
import type { Part } from './page-slots.ts';
import { publicUrl } from './public-request.ts';
import type { TrustedProxies } from './trusted-proxies.ts';

type PageData = Record<string, unknown>;

/** What app/entry.server.tsx exports for pages with parts of the reader's own (ADR 0039). */
type ReaderPartsModule = {
  /** The addresses of such pages; other pages are rendered whole for signed-in readers. */
  readerPartsPaths?: RegExp;
  /** The reader's parts of a shared page, rendered from its loader data; null renders the page whole. */
  readerParts?: (args: {
    request: Request;
    context: RouterContextProvider;
    page: SharedPage;
  }) => Promise<Part[] | null>;
};

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Renders a page as the React Router handler does, leaving its loader data. */
  render: (c: Context, request: Request) => Promise<{ response: Response; data: PageData | undefined }>;
  loadContext: (c: Context) => RouterContextProvider;
  /** PUBLIC_URL's origin, where React Router sees every page. */
  site: string;
  trustProxy: TrustedProxies;
};

/** The page cache's view of the app's pages with parts of the reader's own. */
export function readerPages({ build, render, loadContext, site, trustProxy }: Options): ReaderPages {
  const module = async () => (typeof build === 'function' ? await build() : build).entry.module as ReaderPartsModule;
  return {
    has: async (pathname) => (await module()).readerPartsPaths?.test(pathname) ?? false,
    render: (c) => {
      const headers = clientHeaders(c, trustProxy);
      headers.delete('cookie');
      return render(c, new Request(publicUrl(c, site), { headers }));
    },
    parts: async (c, page) =>
      (await (await module()).readerParts?.({ request: c.req.raw, context: loadContext(c), page })) ?? null,
  };
}

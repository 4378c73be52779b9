/**
 * `headers` export for pages whose HTML is the same for every anonymous visitor: the server's page
 * cache (server/page-cache.ts) keeps them for `seconds`. Browsers never see the header.
 */
export const sharedPageCache = (seconds: number) => () => ({ 'Surrogate-Control': `max-age=${seconds}` });

/**
 * The same for pages that show amounts in the reader's currency (ADR 0081): the page cache keeps a
 * copy per `currency` cookie, and `Vary: Cookie` tells proxies and browsers to do the same.
 */
export const sharedPageCacheByCurrency = (seconds: number) => () => ({
  ...sharedPageCache(seconds)(),
  Vary: 'Cookie',
});

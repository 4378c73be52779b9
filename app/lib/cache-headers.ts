/**
 * `headers` export for pages whose HTML is the same for every anonymous visitor: the server's page
 * cache (server/page-cache.ts) keeps them for `seconds`. Browsers never see the header.
 */
export const sharedPageCache = (seconds: number) => () => ({ 'Surrogate-Control': `max-age=${seconds}` });

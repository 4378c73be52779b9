import type { MetaDescriptor } from 'react-router';
import { type PageMeta, pageMeta } from '#app/lib/page-meta.ts';

/** Account pages carry nothing worth indexing and may hold tokens or relays in their address. */
export function noindexMeta(args: { loaderData?: { meta: PageMeta } | undefined }): MetaDescriptor[] {
  return [...pageMeta(args), { name: 'robots', content: 'noindex, nofollow' }];
}

import type { MetaDescriptor } from 'react-router';

export type PageMeta = { title: string; description: string };

/** Route `meta` for loaders that return `{ meta }` already translated for the page's language. */
export function pageMeta({ loaderData }: { loaderData?: { meta: PageMeta } | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  return [
    { title: loaderData.meta.title },
    { name: 'description', content: loaderData.meta.description },
    { property: 'og:title', content: loaderData.meta.title },
    { property: 'og:description', content: loaderData.meta.description },
  ];
}

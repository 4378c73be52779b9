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

/** What a page about one thing (a trip, a magazine post) tells search engines and link previews. */
export type ArticleMeta = PageMeta & {
  url: string;
  image: string | null;
  /** The picture's size when it is known, so a preview can lay it out before loading it. */
  imageSize?: { width: number; height: number };
  ogLocale: string;
  jsonLd: Record<string, unknown>;
};

/** Route `meta` for such a page: Open Graph, the large card when it has a picture, and JSON-LD. */
export function articleMetaTags(meta: ArticleMeta | undefined, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  if (!meta) return [];
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: meta.url },
    { property: 'og:locale', content: meta.ogLocale },
    ...(meta.image ? [{ property: 'og:image', content: meta.image }] : []),
    ...(meta.image && meta.imageSize
      ? [
          { property: 'og:image:width', content: String(meta.imageSize.width) },
          { property: 'og:image:height', content: String(meta.imageSize.height) },
        ]
      : []),
    { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' },
    { 'script:ld+json': meta.jsonLd },
    ...extra,
  ];
}

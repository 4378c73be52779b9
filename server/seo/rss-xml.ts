import { escapeXml } from './sitemap-xml.ts';

export type RssChannel = {
  title: string;
  description: string;
  /** The page the feed follows, and the feed's own address. */
  link: string;
  self: string;
  language: string;
  updated: Date | undefined;
  copyright: string;
};

export type RssItem = {
  title: string;
  link: string;
  date: Date;
  /** Plain text, shown by readers as the item's summary. */
  excerpt: string;
  /** The whole item as HTML. */
  html: string;
  categories: string[];
  author: string | undefined;
  /** A WebP picture. */
  image: string | undefined;
};

/** HTML in a CDATA section; a `]]>` inside ends one section and starts the next. */
const cdata = (html: string) => `<![CDATA[${html.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function itemXml(item: RssItem): string {
  return [
    '<item>',
    element('title', item.title),
    element('link', item.link),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    element('pubDate', item.date.toUTCString()),
    element('description', item.excerpt),
    `<content:encoded>${cdata(item.html)}</content:encoded>`,
    ...(item.author ? [element('dc:creator', item.author)] : []),
    ...item.categories.map((category) => element('category', category)),
    ...(item.image ? [`<enclosure url="${escapeXml(item.image)}" length="0" type="image/webp"/>`] : []),
    '</item>',
  ].join('\n');
}

/**
 * An RSS 2.0 document. Titles, summaries, categories and names are plain text and go in as
 * escaped text, so a reader shows `<b>` in a title as those three characters; only the HTML of
 * `content:encoded` is a CDATA section. (The `feed` package wrapped every title and summary in
 * CDATA too, with no option to leave it out.)
 */
export function rssXml(channel: RssChannel, items: RssItem[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    element('copyright', channel.copyright),
    ...(channel.updated ? [element('lastBuildDate', channel.updated.toUTCString())] : []),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...items.map(itemXml),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

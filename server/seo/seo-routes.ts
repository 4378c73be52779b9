import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { robotsTxt } from './robots.ts';
import { securityTxt } from './security-txt.ts';
import { sitemapEntries } from './sitemap-entries.ts';
import { sitemapIndexXml, urlsetXml, urlsPerEntry } from './sitemap-xml.ts';

/** The sitemap protocol's limit of URLs in one file; beyond it `/sitemap.xml` becomes an index. */
export const SITEMAP_URLS_PER_FILE = 50_000;

export type SeoOptions = { publicUrl: string; operatorEmail: string; urlsPerFile?: number };

const hourly = 'public, max-age=3600';

/**
 * `/sitemap.xml` (with `/sitemaps/{n}.xml` when one file cannot hold every URL) and
 * `/robots.txt` and `/.well-known/security.txt`, built per request so addresses follow PUBLIC_URL
 * and new trips appear.
 */
export function seoRoutes(
  database: Database,
  { publicUrl, operatorEmail, urlsPerFile = SITEMAP_URLS_PER_FILE }: SeoOptions,
) {
  const routes = new Hono();
  const entriesPerFile = Math.max(1, Math.floor(urlsPerFile / urlsPerEntry));
  const xml = (body: string) =>
    new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': hourly } });

  routes.get('/sitemap.xml', async () => {
    const entries = await sitemapEntries(database.db);
    if (entries.length <= entriesPerFile) return xml(urlsetXml(publicUrl, entries));
    const files = Math.ceil(entries.length / entriesPerFile);
    return xml(sitemapIndexXml(Array.from({ length: files }, (_, n) => `${publicUrl}/sitemaps/${n + 1}.xml`)));
  });

  routes.get('/sitemaps/:file', async (c, next) => {
    const n = Number(/^([1-9]\d{0,6})\.xml$/.exec(c.req.param('file'))?.[1]);
    if (!n) return next();
    const entries = await sitemapEntries(database.db);
    const part = entries.slice((n - 1) * entriesPerFile, n * entriesPerFile);
    // A single file is served as /sitemap.xml itself; only the parts an index names exist.
    if (entries.length <= entriesPerFile || part.length === 0) return next();
    return xml(urlsetXml(publicUrl, part));
  });

  routes.get('/robots.txt', (c) => {
    c.header('Cache-Control', hourly);
    return c.text(robotsTxt(publicUrl));
  });

  routes.get('/.well-known/security.txt', (c) => {
    c.header('Cache-Control', hourly);
    return c.text(securityTxt(publicUrl, operatorEmail));
  });

  return routes;
}

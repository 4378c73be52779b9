/** The API and the account pages are no one's search result; everything else may be crawled. */
export const robotsTxt = (publicUrl: string) =>
  [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /account/',
    'Disallow: /de/account/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

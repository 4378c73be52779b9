import { demoPostPath, demoTripPath } from './page-weight.ts';

// Without the cookie `/` answers with the language redirect, and we would measure a 302.
export const ENGLISH = { Cookie: 'lang=en' };

export type LighthousePage = {
  path: string;
  headers?: Record<string, string>;
  /** The least score every category must reach. */
  budget: number;
};

/** Issue 17 point 1: home, a trip page, `/search` and a magazine post, in both languages. */
const ISSUE_BUDGET = 100;
const OTHER_BUDGET = 95;

/** The German translation of an English post, which the post links to (slugs differ by language). */
async function translationOf(base: string, postPath: string): Promise<string> {
  const html = await (await fetch(new URL(postPath, base))).text();
  const path = /href="(\/de\/blog\/[^"?#]+)"[^>]*hreflang="de"/i.exec(html)?.[1];
  if (!path) throw new Error(`${postPath} links to no German translation: is the demo content loaded?`);
  return path;
}

/** The pages Lighthouse audits, each language's page beside the other's. */
export async function lighthousePages(base: string): Promise<LighthousePage[]> {
  const trip = await demoTripPath(base);
  const post = await demoPostPath(base);
  const issue = (path: string, headers?: Record<string, string>) => ({ path, headers, budget: ISSUE_BUDGET });
  const other = (path: string) => ({ path, budget: OTHER_BUDGET });
  return [
    issue('/', ENGLISH),
    issue('/de'),
    issue('/search'),
    issue('/de/search'),
    issue(trip),
    issue(`/de${trip}`),
    issue(post),
    issue(await translationOf(base, post)),
    other('/magazine'),
    other('/about'),
    other('/de/faq'),
  ];
}

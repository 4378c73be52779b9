import { gzipSync } from 'node:zlib';

export type PageWeight = { path: string; scripts: number; compressedBytes: number; serviceWorkerBytes: number };

/** As the server compresses scripts. */
const gzipSize = (body: Uint8Array) => gzipSync(body, { level: 6 }).byteLength;

/** Static imports only (`import{a}from"./x.js"`, `import"./x.js"`): dynamic `import()` stays lazy. */
const STATIC_IMPORT = /(?:^|[^\w$.])import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g;

/**
 * The JavaScript a page makes the browser fetch before anything lazy: its module scripts and
 * modulepreloads and, followed through, everything they import statically, each counted as it
 * travels (gzip, as the server compresses them).
 */
export async function scriptWeight(base: string, path: string): Promise<PageWeight> {
  const page = new URL(path, base);
  const html = await (await fetch(page)).text();
  const pending: URL[] = [];
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    pending.push(new URL(match[1] ?? '', page));
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) pending.push(new URL(match[1] ?? '', page));
  for (const match of html.matchAll(STATIC_IMPORT)) pending.push(new URL(match[1] ?? '', page));
  const seen = new Set<string>();
  let compressedBytes = 0;
  for (let source = pending.shift(); source; source = pending.shift()) {
    if (seen.has(source.href)) continue;
    seen.add(source.href);
    const body = new Uint8Array(await (await fetch(source)).arrayBuffer());
    compressedBytes += gzipSize(body);
    const code = new TextDecoder().decode(body);
    for (const match of code.matchAll(STATIC_IMPORT)) pending.push(new URL(match[1] ?? '', source));
  }
  const serviceWorkerBytes = gzipSize(new Uint8Array(await (await fetch(new URL('/sw.js', page))).arrayBuffer()));
  return { path, scripts: seen.size, compressedBytes, serviceWorkerBytes };
}

/**
 * The first trip on `/trips` whose page shows comments (the demo travellers' conversations), else
 * the first: the page readers see most, with everything it holds. Slugs are new on every seeding.
 */
/** The newest demo post of the magazine, whose page Lighthouse audits. */
export async function demoPostPath(base: string): Promise<string> {
  const html = await (await fetch(new URL('/magazine', base))).text();
  const path = /href="(\/blog\/[^"?]+)"/.exec(html)?.[1];
  if (!path) throw new Error('No post listed on /magazine: is the demo content loaded?');
  return path;
}

export async function demoTripPath(base: string): Promise<string> {
  const html = await (await fetch(new URL('/trips', base))).text();
  const paths = [...html.matchAll(/href="(\/trips\/[^"?]+)"/g)].map((match) => match[1] ?? '');
  if (paths.length === 0) throw new Error('No trip listed on /trips: is the demo content loaded?');
  for (const path of paths) {
    const page = await (await fetch(new URL(path, base))).text();
    if (page.includes('<li id="comment-')) return path;
  }
  return paths[0] ?? '';
}

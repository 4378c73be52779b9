import { gzipSync } from 'node:zlib';

export type PageWeight = { path: string; scripts: number; compressedBytes: number };

/**
 * The JavaScript a page makes the browser fetch before anything lazy: its module scripts and
 * modulepreloads, each counted as it travels (gzip, as the server compresses them).
 */
export async function scriptWeight(base: string, path: string): Promise<PageWeight> {
  const html = await (await fetch(new URL(path, base))).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) if (match[1]) sources.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) if (match[1]) sources.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g))
    if (match[1]) sources.add(match[1]);
  let compressedBytes = 0;
  for (const source of sources) {
    const body = new Uint8Array(await (await fetch(new URL(source, base))).arrayBuffer());
    compressedBytes += gzipSync(body, { level: 6 }).byteLength;
  }
  return { path, scripts: sources.size, compressedBytes };
}

/** The first trip on `/trips`: the demo content's slugs are new on every seeding. */
export async function firstTripPath(base: string): Promise<string> {
  const html = await (await fetch(new URL('/trips', base))).text();
  const path = /href="(\/trips\/[^"?]+)"/.exec(html)?.[1];
  if (!path) throw new Error('No trip listed on /trips: is the demo content loaded?');
  return path;
}

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** How a shared page travels: compressed once when it is stored, never per response. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings chosen for the `Accept-Encoding` headers seen lately: browsers send few different ones. */
const chosen = new Map<string, Encoding>();

/** The encoding to respond with for an `Accept-Encoding` header (q-values honoured), brotli first. */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = chosen.get(header);
  if (!encoding) {
    encoding = negotiated(header);
    // Any client may send any header: the memo stays small.
    if (chosen.size >= 64) chosen.clear();
    chosen.set(header, encoding);
  }
  return encoding;
}

function negotiated(header: string): Encoding {
  const weights = new Map<string, number>();
  for (const item of header.toLowerCase().split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compressed in libuv's thread pool, so a large page never holds up the responses of others. zlib
 * answers in a buffer of its own, never a shared one, as a response body needs.
 */
export const compressed = (body: Buffer, encoding: Exclude<Encoding, 'identity'>) =>
  (encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipped(body, { level: constants.Z_BEST_COMPRESSION })) as Promise<Buffer<ArrayBuffer>>;

/** Weak: the same page compressed differently is still the same page (RFC 9110 8.8.1). */
export const entityTag = (body: Buffer) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether an `If-None-Match` header names this tag, by the weak comparison 304s use. */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}

const inlineScript = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * CSP hash sources of a page's inline scripts: a page answered many times cannot carry a fresh
 * nonce without being rebuilt for each response, so its policy names its scripts instead.
 */
export const inlineScriptHashes = (html: string): string[] => [
  ...new Set(
    [...html.matchAll(inlineScript)].map(
      ([, text]) =>
        `'sha256-${createHash('sha256')
          .update(text ?? '')
          .digest('base64')}'`,
    ),
  ),
];

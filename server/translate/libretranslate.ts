import type { Locale } from '#domain/locale.ts';

export type TranslateConfig = {
  /** The service's base URL (`TRANSLATE_URL`); requests go to `{url}/translate`. */
  url: string;
  apiKey?: string | undefined;
  /** Per request to the service; a chunk that takes longer fails the whole batch. */
  timeoutMs?: number;
};

export type TranslateRequest = { source: Locale; target: Locale; texts: readonly string[] };

/**
 * Chunk sizes: self-hosted LibreTranslate often runs with `--char-limit` and `--batch-limit`, and
 * a request of a few thousand characters stays well inside a timeout even on a small CPU server.
 * A text longer than `characters` goes alone.
 */
export const chunkLimits = { texts: 50, characters: 5000 } as const;

/** Requests in flight at once: quicker than one by one, without flooding a small server. */
const concurrency = 3;
const defaultTimeoutMs = 15_000;

export type TranslateFailureReason = 'timeout' | 'unreachable' | 'status' | 'response';

/** The service did not translate; the message is for the log only, never for the caller. */
export class TranslateFailure extends Error {
  readonly reason: TranslateFailureReason;
  readonly status: number | undefined;
  constructor(reason: TranslateFailureReason, message: string, status?: number) {
    super(message);
    this.name = 'TranslateFailure';
    this.reason = reason;
    this.status = status;
  }
}

const isBlank = (text: string) => text.trim() === '';

/** Indexes of the texts worth sending, grouped into chunks within `chunkLimits`. */
function chunksOf(texts: readonly string[]): number[][] {
  const chunks: number[][] = [];
  let current: number[] = [];
  let characters = 0;
  texts.forEach((text, index) => {
    if (isBlank(text)) return;
    if (
      current.length > 0 &&
      (current.length >= chunkLimits.texts || characters + text.length > chunkLimits.characters)
    ) {
      chunks.push(current);
      current = [];
      characters = 0;
    }
    current.push(index);
    characters += text.length;
  });
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function requestChunk(
  config: TranslateConfig,
  request: TranslateRequest,
  q: string[],
  cancel: AbortSignal,
): Promise<string[]> {
  const endpoint = `${config.url.replace(/\/+$/, '')}/translate`;
  const body = { q, source: request.source, target: request.target, format: 'text', api_key: config.apiKey };
  let response: Response;
  let raw: string;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.any([cancel, AbortSignal.timeout(config.timeoutMs ?? defaultTimeoutMs)]),
    });
    raw = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new TranslateFailure('timeout', `no response from ${endpoint} in time`);
    }
    // fetch says only "fetch failed"; the cause names the network error (ECONNREFUSED...).
    const detail = error instanceof Error && error.cause ? error.cause : error;
    throw new TranslateFailure('unreachable', `${endpoint} could not be reached: ${String(detail)}`);
  }
  const answer = parseJson(raw);
  if (!response.ok) {
    const detail = (answer as { error?: unknown } | null)?.error;
    throw new TranslateFailure(
      'status',
      `${endpoint} answered ${response.status}${typeof detail === 'string' ? `: ${detail.slice(0, 200)}` : ''}`,
      response.status,
    );
  }
  const translated = (answer as { translatedText?: unknown } | null)?.translatedText;
  if (!Array.isArray(translated) || translated.length !== q.length || !translated.every((t) => typeof t === 'string')) {
    throw new TranslateFailure('response', `${endpoint} answered without one translation per text`);
  }
  return translated;
}

/**
 * Translates `texts` with a LibreTranslate-compatible service, in the same order. Blank texts are
 * not sent and come back as they were; the first failure cancels the rest and is thrown.
 */
export async function translateTexts(config: TranslateConfig, request: TranslateRequest): Promise<string[]> {
  const result = [...request.texts];
  const chunks = chunksOf(request.texts);
  const cancel = new AbortController();
  let next = 0;
  const worker = async () => {
    for (let chunk = chunks[next++]; chunk; chunk = chunks[next++]) {
      const translated = await requestChunk(
        config,
        request,
        chunk.map((index) => request.texts[index] ?? ''),
        cancel.signal,
      );
      chunk.forEach((index, position) => {
        result[index] = translated[position] ?? '';
      });
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
  } finally {
    cancel.abort();
  }
  return result;
}

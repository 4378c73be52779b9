import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LibreTranslateRequest = {
  q: string | string[];
  source: string;
  target: string;
  format?: string;
  api_key?: string;
};

/**
 * A local server speaking LibreTranslate's `POST /translate`: it "translates" by prefixing each
 * text with `[target] `. A text containing `[fail]` makes it answer 500, `[slow]` makes it never
 * answer, and `[short]` makes it answer one translation too few.
 */
export async function startLibreTranslate(options: { apiKey?: string } = {}) {
  const requests: LibreTranslateRequest[] = [];
  const reply = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/translate') return reply(response, 404, { error: 'Not Found' });
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const body = JSON.parse(raw) as LibreTranslateRequest;
    requests.push(body);
    if (options.apiKey && body.api_key !== options.apiKey) {
      return reply(response, 403, { error: 'Invalid API key' });
    }
    const texts = Array.isArray(body.q) ? body.q : [body.q];
    if (texts.some((text) => text.includes('[slow]'))) return;
    if (texts.some((text) => text.includes('[fail]'))) {
      return reply(response, 500, { error: 'Traceback (most recent call last): argostranslate exploded' });
    }
    const translated = texts.map((text) => `[${body.target}] ${text}`);
    if (texts.some((text) => text.includes('[short]'))) translated.pop();
    reply(response, 200, { translatedText: Array.isArray(body.q) ? translated : translated[0] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Every request body received, oldest first. */
    requests,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        // `[slow]` requests are still open; they must not hold the test run.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

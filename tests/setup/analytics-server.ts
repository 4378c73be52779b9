import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in received: every request, the script's included, oldest first. */
export type AnalyticsRequest = { method: string; path: string; body: string; receivedAt: number };

/** The path of the script, as a Plausible server serves its manual variant (no automatic page view). */
export const ANALYTICS_SCRIPT_PATH = '/js/script.manual.js';

/** The endpoint where the tests read what it received. */
export const ANALYTICS_RECEIVED_PATH = '/__received';

/**
 * Plausible's script as far as the site uses it: it reads `data-domain`, replays the calls queued
 * in `window.plausible.q` before it loaded, and posts each event to `/api/event` on its own origin.
 */
const script = `(function () {
  var tag = document.currentScript;
  var endpoint = new URL('/api/event', tag.src).href;
  var domain = tag.getAttribute('data-domain');
  function plausible(name) {
    var body = JSON.stringify({ n: name, u: location.href, d: domain, r: document.referrer || null });
    fetch(endpoint, { method: 'POST', body: body, keepalive: true, headers: { 'Content-Type': 'text/plain' } });
  }
  var queue = (window.plausible && window.plausible.q) || [];
  window.plausible = plausible;
  for (var i = 0; i < queue.length; i++) plausible.apply(null, queue[i]);
})();
`;

/**
 * A local stand-in for a self-hosted Plausible server, for the end-to-end tests of the cookie
 * consent: it serves the script, accepts its events as Plausible does (202) and records
 * everything it received, which GET /__received lists.
 */
export async function startAnalyticsServer() {
  const received: AnalyticsRequest[] = [];
  const reply = (response: ServerResponse, status: number, type: string, body: string) =>
    response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' }).end(body);

  const server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    if (path === ANALYTICS_RECEIVED_PATH) return reply(response, 200, 'application/json', JSON.stringify(received));
    let body = '';
    for await (const chunk of request) body += chunk;
    received.push({ method: request.method ?? 'GET', path, body, receivedAt: Date.now() });
    if (request.method === 'GET' && path === ANALYTICS_SCRIPT_PATH) {
      return reply(response, 200, 'text/javascript', script);
    }
    if (request.method === 'POST' && path === '/api/event') return reply(response, 202, 'text/plain', 'ok');
    // The tests' browsers add headers of their own (X-Forwarded-For), so they ask first.
    if (request.method === 'OPTIONS' && path === '/api/event') {
      return response
        .writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'content-type',
        })
        .end();
    }
    reply(response, 404, 'text/plain', 'Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

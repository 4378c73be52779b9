import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApp, listeningApp } from '#tests/setup/listening-app.ts';
import { exchange, responsesIn } from '#tests/setup/raw-http.ts';
import { createDemoApp, newestPublished, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
/** As server/index.ts runs it in production: every request through Node's server and Hono. */
let site: ListeningApp;
let server: ListeningApp['server'];
let trip = '';

beforeAll(async () => {
  t = await createDemoApp();
  site = await listeningApp(t);
  server = site.server;
  trip = `/trips/${(await newestPublished(t))[0]?.slug}`;
  // Rendered and kept: from now on the page cache answers it.
  for (let round = 0; round < 2; round++) await exchange(server, [request(trip)], 1);
});
afterAll(async () => {
  await site.close();
  await t.dispose();
});

const port = () => site.port;
const request = (path: string, hosts = [`127.0.0.1:${port()}`]) =>
  `GET ${path} HTTP/1.1\r\n${hosts.map((host) => `Host: ${host}\r\n`).join('')}\r\n`;
/** The same request with a second Host line, in another spelling of the name. */
const twoHosts = (path: string, second = 'evil.example') =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port()}\r\nhost: ${second}\r\n\r\n`;

describe('a request with a second Host header', () => {
  it.each([
    ['a cached page', () => trip],
    ['an API route', () => '/api/health'],
  ])('%s: 400, with a short body, and the connection closed', async (_what, path) => {
    const [single] = responsesIn((await exchange(server, [request(path())], 1)).bytes);
    expect(single?.status).toBe(200);
    for (const second of ['evil.example', `127.0.0.1:${port()}`]) {
      const { bytes, closed } = await exchange(server, [twoHosts(path(), second)]);
      const [refused, ...rest] = responsesIn(bytes);
      expect(refused?.status).toBe(400);
      expect(refused?.body.toString()).toBe('Bad Request: more than one Host header\n');
      expect(rest).toEqual([]);
      expect(closed).toBe(true);
    }
  });

  it('is refused after a cached page answered on the same connection, and ends it', async () => {
    const { bytes, closed } = await exchange(server, [request(trip) + twoHosts(trip) + request(trip)]);
    expect(responsesIn(bytes).map((answer) => answer.status)).toEqual([200, 400]);
    expect(closed).toBe(true);
  });
});

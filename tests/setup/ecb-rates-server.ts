import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A local stand-in for the ECB's https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml:
 * it serves, at that path, the ECB's own file of 8 July 2022 (tests/fixtures, as the ECB published
 * it), or what a test puts in `body` (a maintenance page, say).
 */
export async function startEcbRates() {
  const state = {
    body: readFileSync(path.resolve('tests/fixtures/eurofxref-daily-2022-07-08.xml'), 'utf8'),
    requests: 0,
  };
  const server = createServer((request, response) => {
    if (request.url !== '/stats/eurofxref/eurofxref-daily.xml') return void response.writeHead(404).end();
    state.requests++;
    response.writeHead(200, { 'content-type': 'text/xml' }).end(state.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/stats/eurofxref/eurofxref-daily.xml`,
    state,
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { siteServer } from '#server/site-server.ts';
import type { TestApp } from '#tests/setup/test-app.ts';

/**
 * `t` listening on a port of its own as server/index.ts runs it: Node's server (siteServer) and
 * Hono's listener. `onRequest` sees each request first, and may set headers on its response.
 */
export async function listeningApp(t: TestApp, onRequest?: (req: IncomingMessage, res: ServerResponse) => void) {
  const hono = getRequestListener(t.app.fetch);
  const server = siteServer((req, res) => {
    onRequest?.(req, res);
    void hono(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { server, port, origin: `http://127.0.0.1:${port}`, close };
}

export type ListeningApp = Awaited<ReturnType<typeof listeningApp>>;

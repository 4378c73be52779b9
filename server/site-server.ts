import { createServer, type IncomingMessage, type RequestListener } from 'node:http';

const secondHostBody = 'Bad Request: more than one Host header\n';

/** Whether the request's header lines name a host more than once; Node keeps the first in `headers`. */
function namesSecondHost(req: IncomingMessage) {
  let hosts = 0;
  for (let index = 0; index < req.rawHeaders.length; index += 2)
    if (req.rawHeaders[index]?.toLowerCase() === 'host' && ++hosts > 1) return true;
  return false;
}

/**
 * A request with two Host lines is refused before anything reads it (RFC 9112 section 3.2): Node
 * drops all but the first, and a proxy in front that reads another would serve, cache or purge
 * for a site other than the one this server answers for.
 */
function oneHost(listener: RequestListener): RequestListener {
  return (req, res) => {
    if (!namesSecondHost(req)) return listener(req, res);
    res.writeHead(400, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(secondHostBody),
      Connection: 'close',
    });
    res.end(secondHostBody);
  };
}

/** Node's HTTP server as `npm start` runs it, where every request arrives: `listener` behind the Host check. */
export function siteServer(listener: RequestListener) {
  const server = createServer(oneHost(listener));
  // An idle connection must outlive the client's or proxy's wish to reuse it (nginx keeps upstream
  // connections 60 s): closed first by Node (5 s by default), a request sent on it meanwhile is reset.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

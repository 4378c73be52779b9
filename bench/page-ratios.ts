import { startVarnish, varnishExample } from '#tests/setup/varnish.ts';
import { type Ratio, ratio } from './ratios-report.ts';
import { type Captured, fetchRaw, sameBytes } from './same-bytes.ts';
import { freePort, type RunningServer } from './server.ts';
import { inTurn, wrkSide } from './wrk.ts';

/** Issue 30 point 3: the proxy's rate against nginx's, Itinera's alone against bare Node's. */
export const MIN_SHARE = { proxy: 0.8, alone: 0.5 };

/** What a client asks for: nothing, or brotli as a browser asks for it. */
const ASKED = {
  identity: {},
  brotli: { 'accept-encoding': 'gzip, deflate, br' },
} satisfies Record<string, Record<string, string>>;
type Asked = keyof typeof ASKED;

const encodingOf = (response: Captured) => response.headers['content-encoding'] ?? 'identity';
const work = (asked: Asked, response: Captured) =>
  `a trip page, ${asked === 'identity' ? 'identity' : `brotli asked, ${encodingOf(response)} sent`}, ` +
  `${response.body.length.toLocaleString('en')} bytes`;

/** The page at `url` once it is served from a cache, which `isHit` tells from its headers. */
async function cached(url: string, headers: Record<string, string>, isHit: (response: Captured) => boolean) {
  // The first request renders (or fetches) and stores the page, the second its compressed form.
  for (let tries = 0; tries < 3; tries++) await fetchRaw(url, headers);
  const response = await fetchRaw(url, headers);
  if (response.status !== 200 || !isHit(response)) throw new Error(`${url} was not served from a cache`);
  return response;
}
const itineraHit = (response: Captured) => response.headers['x-cache'] === 'HIT';
// Varnish names the request and, on a hit, the one that stored the object.
const varnishHit = (response: Captured) => /^\d+ \d+$/.test(response.headers['x-varnish'] ?? '');

/**
 * The cached anonymous trip page through the shipped Varnish (docs/varnish.vcl, its backend the
 * instance) against nginx serving the bytes Varnish sent, and from the instance alone against bare
 * Node serving the bytes it sent: the same page, encoding and headers, in turn with wrk.
 */
export async function pageRatios(server: RunningServer, tripPath: string): Promise<Ratio[]> {
  const varnishPort = await freePort();
  const varnishUrl = `http://127.0.0.1:${varnishPort}`;
  const backend = Number(new URL(server.url).port);
  const varnish = await startVarnish(varnishExample([backend]), varnishPort, `${varnishUrl}/api/health`);
  try {
    const responses: Record<string, Captured> = {};
    for (const [asked, headers] of Object.entries(ASKED)) {
      responses[`itinera-${asked}`] = await cached(server.url + tripPath, headers, itineraHit);
      responses[`varnish-${asked}`] = await cached(varnishUrl + tripPath, headers, varnishHit);
    }
    const limits = await sameBytes(responses);
    try {
      const ratios: Ratio[] = [];
      for (const [asked, headers] of Object.entries(ASKED) as [Asked, Record<string, string>][]) {
        const proxied = responses[`varnish-${asked}`] as Captured;
        const alone = responses[`itinera-${asked}`] as Captured;
        console.log(`Ratios: the trip page (${asked} asked) through Varnish, nginx, the instance, bare Node…`);
        const [varnishRate, nginxRate, itineraRate, nodeRate] = await inTurn([
          wrkSide(varnishUrl + tripPath, headers),
          wrkSide(limits.nginx(`varnish-${asked}`)),
          wrkSide(server.url + tripPath, headers),
          wrkSide(limits.node(`itinera-${asked}`)),
        ]);
        ratios.push(
          ratio({
            name: 'Cached trip page through Varnish',
            work: work(asked, proxied),
            measured: { label: 'Varnish in front of the instance', rate: varnishRate },
            limit: { label: 'nginx serving the same bytes', rate: nginxRate },
            min: MIN_SHARE.proxy,
          }),
          ratio({
            name: 'Cached trip page, the instance alone',
            work: work(asked, alone),
            measured: { label: 'Itinera', rate: itineraRate },
            limit: { label: 'bare Node serving the same bytes', rate: nodeRate },
            min: MIN_SHARE.alone,
          }),
        );
      }
      return ratios;
    } finally {
      await limits.stop();
    }
  } finally {
    await varnish.stop();
  }
}

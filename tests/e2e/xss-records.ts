import { postLimits } from '#domain/schemas/post.ts';
import { postBodyLimits } from '#domain/schemas/post-body.ts';
import { profileLimits, socialNetworkIds, socialNetworks } from '#domain/schemas/profile.ts';
import { tripLimits } from '#domain/schemas/trip.ts';
import { xssCorpus, xssText, xssTexts } from '../setup/xss-corpus.ts';
import { expect, type Page } from './fixtures.ts';

/** The `index`-th of `texts`, round and round: short fields take the corpus in turns. */
export const nth = (texts: readonly string[], index: number) => texts[index % texts.length] as string;

/** The `index`-th share of `size` texts, for a list field (tags, apps) of which each record fills `size`. */
export const share = (texts: readonly string[], index: number, size: number) =>
  Array.from({ length: Math.min(size, texts.length) }, (_, at) => nth(texts, index * size + at));

/** A call to the API as the member signed in on `page`, expecting `status`; the response's body. */
export async function api<T = Record<string, unknown>>(
  page: Page,
  method: string,
  path: string,
  data?: unknown,
  status = 200,
): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(`/api${path}`, { method, data, headers: { origin } });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
  return response.json();
}

export const tripTexts = {
  title: xssTexts(tripLimits.titleMax),
  period: xssTexts(tripLimits.periodMax),
  tag: xssTexts(tripLimits.tagMax),
  app: xssTexts(tripLimits.appMax),
  name: xssTexts(tripLimits.nameMax),
  price: xssTexts(tripLimits.priceMax),
};

/**
 * Trip `index` of the hostile set, as `PUT /api/trip/{id}` takes it: the corpus in every text the
 * trip document has. The first trip has as many stations as its short fields need to take every
 * payload; the others one each. `word` makes them all found by one search.
 */
export function hostileTrip(index: number, version: number, word: string) {
  const stations = index === 0 ? Math.max(tripTexts.name.length, tripTexts.price.length) : 1;
  return {
    version,
    language: 'en',
    title: nth(tripTexts.title, index),
    description: `${word}\n${xssText}`,
    summary: xssText,
    period: nth(tripTexts.period, index),
    tags: share(tripTexts.tag, index, tripLimits.tagsMax),
    apps: share(tripTexts.app, index, tripLimits.appsMax),
    travelTypes: ['train'],
    countries: ['PT'],
    places: Array.from({ length: stations }, (_, at) => {
      const station = index + at;
      // The long texts once, in the first trip's first station: every other one adds only weight.
      const words = station === 0 ? xssText : '';
      return {
        isNew: true,
        name: nth(tripTexts.name, station),
        country: 'PT',
        latitude: 37 + at * 0.25,
        longitude: -9 + at * 0.25,
        duration: 1,
        description: words,
        generalInfo: words,
        activities: [{ isNew: true, name: nth(tripTexts.name, station + 1), description: words, tips: words }],
        directions: [
          {
            isNew: true,
            type: 'train',
            duration: 60,
            price: nth(tripTexts.price, station),
            description: words,
            tips: words,
          },
        ],
        accommodation: {
          isNew: true,
          name: nth(tripTexts.name, station + 2),
          price: nth(tripTexts.price, station + 1),
          description: words,
          tips: words,
        },
        days: [{ number: 1, description: words, activities: ['new:0'] }],
      };
    }),
  };
}

/** Profile `index` of the hostile set: its words, and links to every network that carry payloads. */
export function hostileProfile(index: number, alias: string) {
  const networks = socialNetworkIds.length;
  return {
    alias,
    location: nth(xssTexts(profileLimits.locationMax), index),
    aboutMe: xssText,
    socialProfiles: Object.fromEntries(
      socialNetworkIds.map((network, at) => {
        const hosts: readonly string[] | null = socialNetworks[network];
        return [network, `https://${hosts?.[0] ?? 'example.org'}/?${nth(xssCorpus, index * networks + at)}`];
      }),
    ),
  };
}

/** Addresses a post's link must never take, whichever way they are written. */
export const scriptHrefs = [
  'javascript:__xss(0)',
  ' javascript:__xss(0)',
  'JaVaScRiPt:__xss(0)',
  'java\tscript:__xss(0)',
  'vbscript:__xss(0)',
  'data:text/html,<script>__xss(0)</script>',
  '//evil.example/',
];

export const postTexts = {
  title: xssTexts(postLimits.titleMax),
  excerpt: xssTexts(postLimits.excerptMax),
  tag: xssTexts(postLimits.tagMax),
  alt: xssTexts(postBodyLimits.altMax),
  caption: xssTexts(postBodyLimits.captionMax),
};

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const listItem = (value: string) => ({ type: 'listItem', content: [paragraph(text(value))] });

/** A post body with the corpus in every kind of node, as text, marked text, link text and picture words. */
export function hostileBody(image: string, href = 'https://example.org/guide?q=%22%3E%3Csvg%2Fonload%3D__xss(0)%3E') {
  return {
    type: 'doc',
    content: [
      ...xssCorpus.map((payload) => paragraph(text(payload), { type: 'hardBreak' }, text(payload, [{ type: 'bold' }]))),
      paragraph(...xssCorpus.map((payload) => text(payload, [{ type: 'italic' }, { type: 'link', attrs: { href } }]))),
      { type: 'heading', attrs: { level: 2 }, content: [text(xssText)] },
      { type: 'heading', attrs: { level: 3 }, content: [text(xssText)] },
      { type: 'bulletList', content: xssCorpus.map(listItem) },
      { type: 'orderedList', content: xssCorpus.map(listItem) },
      {
        type: 'blockquote',
        content: [paragraph(...xssCorpus.flatMap((payload) => [text(payload), { type: 'hardBreak' }]))],
      },
      ...postTexts.alt.map((alt, at) => ({
        type: 'figure',
        attrs: { key: image, alt, caption: nth(postTexts.caption, at) },
      })),
    ],
  };
}

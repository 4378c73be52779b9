import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_COLOR } from '#domain/app-manifest.ts';
import de from '#locales/de/common.json' with { type: 'json' };
import en from '#locales/en/common.json' with { type: 'json' };
import { faviconFile } from '#server/features/app-manifest/app-icons.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

type Icon = { src: string; sizes: string; type: string; purpose: string };
type Manifest = Record<string, unknown> & { icons: Icon[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const languages = [
  { lang: 'en', address: '/manifest.webmanifest', home: '/', startUrl: '/', words: en.manifest },
  { lang: 'de', address: '/de/manifest.webmanifest', home: '/de', startUrl: '/de', words: de.manifest },
] as const;

async function manifestOf(address: string) {
  const response = await t.request(address);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/manifest+json');
  expect(response.headers.get('cache-control')).toMatch(/^public, max-age=(\d{5,})$/);
  return (await response.json()) as Manifest;
}

async function png(address: string) {
  const response = await t.request(address);
  expect(response.status, address).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d{6,}/);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, metadata: await sharp(bytes).metadata() };
}

/** The pixels as RGBA rows, and the colour at (x, y) as `#rrggbb` with its alpha. */
async function pixels(bytes: Buffer) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 4;
    const hex = [data[i], data[i + 1], data[i + 2]].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('');
    return { color: `#${hex}`, alpha: data[i + 3] };
  };
  return { width: info.width, height: info.height, at };
}

const channels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));

describe.each(languages)('the $lang manifest', ({ lang, address, startUrl, words }) => {
  it('parses, speaks its language and installs the site as one app', async () => {
    const manifest = await manifestOf(address);
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Itinera',
      short_name: 'Itinera',
      description: words.description,
      lang,
      dir: 'ltr',
      start_url: startUrl,
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
      categories: ['travel'],
    });
    // The start page exists in that language.
    expect((await t.request(startUrl)).status).toBe(200);
  });

  it('names icons that answer with the size it states', async () => {
    const { icons } = await manifestOf(address);
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      const { metadata } = await png(icon.src);
      expect(`${metadata.width}x${metadata.height}`, icon.src).toBe(icon.sizes);
      expect(metadata.format).toBe('png');
    }
  });
});

describe('the manifests', () => {
  it('describe the site in each language in words of its own', async () => {
    const [english, german] = await Promise.all(languages.map(({ address }) => manifestOf(address)));
    expect(german?.description).not.toBe(english?.description);
    expect(german?.description).toMatch(/Reisende/);
    expect(english?.description).toMatch(/travellers/);
  });
});

describe('the icons', () => {
  it('are drawn from the favicon, whose square is the theme colour', async () => {
    expect(readFileSync(faviconFile, 'utf8')).toContain(`fill="${THEME_COLOR}"`);
    const { bytes } = await png('/icons/icon-512.png');
    const { at } = await pixels(bytes);
    // The favicon's rounded square: transparent in the corner, teal inside, the white mark at its heart.
    expect(at(0, 0).alpha).toBe(0);
    expect(at(40, 256)).toEqual({ color: THEME_COLOR, alpha: 255 });
    expect(at(256, 256)).toEqual({ color: '#ffffff', alpha: 255 });
  });

  it('include a maskable one: opaque to its corners, the mark inside the central 80 % circle', async () => {
    const { bytes, metadata } = await png('/icons/maskable-512.png');
    const { width, height, at } = await pixels(bytes);
    expect(metadata.hasAlpha).toBe(false);
    for (const [x, y] of [
      [0, 0],
      [width - 1, 0],
      [0, height - 1],
      [width - 1, height - 1],
    ] as const) {
      expect(at(x, y)).toEqual({ color: THEME_COLOR, alpha: 255 });
    }
    const safeRadius = (0.8 * width) / 2;
    // The favicon's rounded corners blend teal into teal: a level off at most, which is no mark.
    const teal = channels(THEME_COLOR);
    const isBackground = (color: string) => channels(color).every((value, k) => Math.abs(value - (teal[k] ?? 0)) <= 2);
    let markPixels = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (isBackground(at(x, y).color)) continue;
        markPixels++;
        expect(Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2)).toBeLessThan(safeRadius);
      }
    }
    expect(markPixels).toBeGreaterThan(width * height * 0.05);
  });

  it('include an opaque 180 × 180 one for iOS', async () => {
    const { bytes, metadata } = await png('/icons/apple-touch-icon.png');
    expect([metadata.width, metadata.height, metadata.hasAlpha]).toEqual([180, 180, false]);
    expect((await pixels(bytes)).at(0, 0)).toEqual({ color: THEME_COLOR, alpha: 255 });
  });

  it('are drawn once and then answered from memory, the same bytes each time', async () => {
    const first = await png('/icons/icon-192.png');
    const again = await png('/icons/icon-192.png');
    expect(again.bytes.equals(first.bytes)).toBe(true);
  });
});

describe.each(languages)('the $lang home page', ({ address, home }) => {
  const flash = encodeURIComponent(JSON.stringify({ variant: 'success', key: 'account-settings:deleted' }));

  it.each([
    ['without React', {}, false],
    ['with React', { cookie: `flash=${flash}` }, true],
  ] as const)('links its manifest, theme colour and iOS icon %s', async (_, headers, react) => {
    const response = await t.request(home, { headers });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.includes('__reactRouterContext')).toBe(react);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="manifest" href="${address}"/>`);
    expect(head).toContain(`<meta name="theme-color" content="${THEME_COLOR}"/>`);
    const appleIcon = /<link rel="apple-touch-icon" href="([^"]+)"\/>/.exec(head)?.[1];
    expect(appleIcon).toBe('/icons/apple-touch-icon.png');
    expect((await png(appleIcon ?? '')).metadata.width).toBe(180);
  });
});

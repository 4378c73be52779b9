/**
 * Full-page screenshots of the pages a first-time visitor meets, in both languages at a phone's and a
 * desktop's width, to look at before a change to them lands:
 *
 *   npm start &   node scripts/screenshots.ts [base URL] [folder]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../tests/chromium.ts';

const base = process.argv[2] ?? 'http://localhost:3000';
const folder = path.resolve(process.argv[3] ?? 'screenshots');
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

/** The newest trip and post as the site's own API lists them, so the pages shown are real ones. */
async function firstOf(list: string, key: string): Promise<string> {
  const response = await fetch(`${base}${list}`);
  const body = (await response.json()) as { docs: Record<string, string>[] };
  const value = body.docs[0]?.[key];
  if (!value) throw new Error(`${list} listed nothing`);
  return value;
}

const trip = await firstOf('/api/trip/search?sort=rating', 'slug');
const post = await firstOf('/api/blog/posts', 'slug');
const pages = { home: '/', trip: `/trips/${trip}`, search: '/search?q=coast', post: `/blog/${post}` };

mkdirSync(folder, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const [device, viewport] of Object.entries(widths)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const tab = await context.newPage();
    for (const locale of ['en', 'de']) {
      for (const [name, address] of Object.entries(pages)) {
        // The switch leads a German reader to the translation's own address, as a click would.
        await tab.goto(`${base}${address}`);
        if (locale === 'de') {
          const german = await tab.locator('link[rel="alternate"][hreflang="de"]').getAttribute('href');
          await tab.goto(german ?? `${base}/de${address}`);
        }
        // Lazy pictures load only near the viewport: pass over the whole page first.
        await tab.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          window.scrollTo(0, 0);
        });
        await tab.waitForLoadState('networkidle');
        const file = path.join(folder, `${name}-${locale}-${device}.png`);
        await tab.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}

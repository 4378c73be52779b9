import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, newestPublished, pageHtml, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let slug = '';
beforeAll(async () => {
  t = await createDemoApp();
  slug = (await newestPublished(t))[0]?.slug ?? '';
}, 120_000);
afterAll(() => t.dispose());

const html = (path: string) => pageHtml(t, path);
/** The section labelled by `id`, up to its end. */
const section = (page: string, id: string) => {
  const start = page.indexOf(`aria-labelledby="${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  return page.slice(start, page.indexOf('</section>', start));
};

describe('the share links', () => {
  it('are on the trip page, with its address, in both languages', async () => {
    for (const [path, heading, facebook, copy] of [
      [`/trips/${slug}`, 'Share this trip', 'Share on Facebook', 'Copy link'],
      [`/de/trips/${slug}`, 'Reise teilen', 'Auf Facebook teilen', 'Link kopieren'],
    ] as const) {
      const share = section(await html(path), 'trip-share');
      const address = encodeURIComponent(`${t.env.PUBLIC_URL}${path}`);
      expect(share).toContain(`>${heading}</h2>`);
      expect(share).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${address}"`);
      expect(share).toContain(`aria-label="${facebook}"`);
      expect(share).toMatch(/href="https:\/\/x\.com\/intent\/post\?url=[^"]+"/);
      expect(share).toContain('href="mailto:?subject=');
      // The browser's share sheet and copying show only once the page's script finds them possible.
      expect(share).toMatch(new RegExp(`<li data-share-needs="copy" hidden="">.*>${copy}</button>`));
      expect(share).toMatch(/<li data-share-needs="native" hidden="">/);
    }
  });

  it('are the same on a magazine post', async () => {
    const [post] = (await (await t.request('/api/blog/posts?language=en')).json()).docs;
    const share = section(await html(`/blog/${post.slug}`), 'post-share');
    expect(share).toContain('>Share this post</h2>');
    expect(share).toContain(
      `href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${t.env.PUBLIC_URL}/blog/${post.slug}`)}"`,
    );
    expect(share).toContain('>Copy link</button>');
  });
});

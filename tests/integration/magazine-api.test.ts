import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostInput } from '#domain/schemas/post.ts';
import { post } from '#server/db/schema/index.ts';
import { verifiedEditor, verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let boss = '';
let eddie = '';
let ana = '';

const call = (method: string, path: string, cookie: string, body?: unknown) =>
  t.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const draft = (overrides: Partial<PostInput> = {}) => ({
  language: 'en',
  title: 'Night trains of the Alps',
  excerpt: 'Sleeping through the mountains.',
  category: 'travel',
  tags: ['Rail', 'rail', 'alps'],
  body: {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Booking' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Book early. '.repeat(300) }] },
    ],
  },
  ...overrides,
});

beforeAll(async () => {
  t = await createDemoApp({ ADMIN_EMAILS: 'boss@example.org' });
  boss = await verifiedUser(t, 'boss@example.org', 'Boss');
  eddie = await verifiedEditor(t, 'eddie@example.org', 'Eddie');
  ana = await verifiedUser(t, 'ana@example.org', 'Ana');
});
afterAll(() => t.dispose());

describe('the magazine API', () => {
  it('lists the demo posts per language, newest first, never the private category to readers', async () => {
    const en = await (await call('GET', '/blog/posts?language=en', '')).json();
    const de = await (await call('GET', '/blog/posts?language=de', '')).json();
    expect(en.paginator.totalDocs).toBeGreaterThanOrEqual(12);
    expect(de.paginator.totalDocs).toBe(en.paginator.totalDocs);
    expect(en.docs.every((card: { language: string }) => card.language === 'en')).toBe(true);
    const dates = en.docs.map((card: { publishAt: string }) => card.publishAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await call('GET', '/blog/posts?category=marketing', '')).status).toBe(404);
    expect((await call('GET', '/blog/posts?category=marketing', ana)).status).toBe(404);
    expect((await call('GET', '/blog/posts?category=marketing', eddie)).status).toBe(200);
    expect((await call('GET', '/blog/posts?category=nonsense', '')).status).toBe(400);
  });

  it('lets only editors and admins write: 401 signed out, 403 for members', async () => {
    expect((await call('POST', '/blog/editor/posts', '', draft())).status).toBe(401);
    expect((await call('POST', '/blog/editor/posts', ana, draft())).status).toBe(403);
    expect((await call('GET', '/blog/editor/posts', ana)).status).toBe(403);
    const created = await call('POST', '/blog/editor/posts', eddie, draft());
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({
      slug: 'night-trains-of-the-alps',
      status: 'draft',
      publishAt: null,
      tags: ['rail', 'alps'],
    });
    expect(body.readingMinutes).toBe(3);
    expect((await call('DELETE', `/blog/editor/posts/${body._id}`, ana)).status).toBe(403);
    expect((await call('POST', `/blog/editor/posts/${body._id}/publish`, ana, {})).status).toBe(403);
    const again = await (await call('POST', '/blog/editor/posts', boss, draft())).json();
    expect(again.slug).toBe('night-trains-of-the-alps-2');
  });

  it('keeps a draft and a scheduled post from readers until its time, then shows it', async () => {
    const created = await (await call('POST', '/blog/editor/posts', eddie, draft({ title: 'Scheduled story' }))).json();
    expect((await call('GET', `/blog/posts/${created.slug}`, '')).status).toBe(404);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await (
      await call('POST', `/blog/editor/posts/${created._id}/publish`, eddie, { publishAt: future })
    ).json();
    expect(scheduled).toMatchObject({ status: 'scheduled', publishAt: future });
    expect((await call('GET', `/blog/posts/${created.slug}`, '')).status).toBe(404);
    await t.database.db
      .update(post)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(post.id, created._id));
    expect((await call('GET', `/blog/posts/${created.slug}`, '')).status).toBe(200);
    const unpublished = await (await call('POST', `/blog/editor/posts/${created._id}/unpublish`, eddie)).json();
    expect(unpublished.status).toBe('draft');
    expect((await call('GET', `/blog/posts/${created.slug}`, '')).status).toBe(404);
  });

  it('answers what it reads back: a post read is accepted as a save, and an old version is refused', async () => {
    const created = await (await call('POST', '/blog/editor/posts', eddie, draft({ title: 'Round trip' }))).json();
    const read = await (await call('GET', `/blog/editor/posts/${created._id}`, eddie)).json();
    const saved = await call('PUT', `/blog/editor/posts/${created._id}`, eddie, {
      ...read,
      title: 'Round trip, edited',
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).version).toBe(read.version + 1);
    const stale = await call('PUT', `/blog/editor/posts/${created._id}`, eddie, { ...read, title: 'Lost' });
    expect(stale.status).toBe(409);
  });

  it('refuses bad input naming the field: unsafe links, figures without alt text, pictures of others', async () => {
    const link = (href: string) =>
      draft({
        body: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }] },
          ],
        },
      });
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>',
      '//evil.example',
      'vbscript:x',
    ]) {
      const response = await call('POST', '/blog/editor/posts', eddie, link(href));
      expect(response.status, href).toBe(400);
      expect(JSON.stringify(await response.json())).toContain('body');
    }
    const figure = (alt: string, key = 'AAAAAAAAAAAAAAAAAAAAAA') =>
      draft({ body: { type: 'doc', content: [{ type: 'figure', attrs: { key, alt, caption: '' } }] } });
    expect((await call('POST', '/blog/editor/posts', eddie, figure('  '))).status).toBe(400);
    const notOwn = await call('POST', '/blog/editor/posts', eddie, figure('A lake'));
    expect(notOwn.status).toBe(400);
    expect((await notOwn.json()).error.fields[0].field).toBe('cover');
    const wrong = await call('POST', '/blog/editor/posts', eddie, draft({ category: 'gossip' as never }));
    expect(wrong.status).toBe(400);
  });

  it('links a translation both ways and refuses one in the same language', async () => {
    const en = await (await call('POST', '/blog/editor/posts', eddie, draft({ title: 'Linked original' }))).json();
    const same = await call(
      'POST',
      '/blog/editor/posts',
      eddie,
      draft({ title: 'Same language', translationOf: en._id }),
    );
    expect(same.status).toBe(400);
    const de = await (
      await call(
        'POST',
        '/blog/editor/posts',
        eddie,
        draft({ language: 'de', title: 'Verlinkt', translationOf: en._id }),
      )
    ).json();
    const original = await (await call('GET', `/blog/editor/posts/${en._id}`, eddie)).json();
    expect(original.translation).toMatchObject({ _id: de._id, language: 'de', live: false });
    expect(de.translation).toMatchObject({ _id: en._id, language: 'en' });
  });

  it('takes pictures from the team only; a post shows its editor’s own, and deleting the post removes them', async () => {
    const upload = async (cookie: string) => {
      const body = new FormData();
      const png = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer();
      body.set('image', new Blob([png]), 'lake.png');
      return t.request('/api/blog/editor/images', { method: 'POST', body, headers: { cookie } });
    };
    expect((await upload(ana)).status).toBe(403);
    const uploaded = await upload(eddie);
    expect(uploaded.status).toBe(201);
    const { key } = await uploaded.json();
    const figure = {
      type: 'doc' as const,
      content: [{ type: 'figure' as const, attrs: { key, alt: 'A teal lake', caption: 'Still water' } }],
    };
    expect((await call('POST', '/blog/editor/posts', boss, draft({ body: figure }))).status).toBe(400);
    const created = await call(
      'POST',
      '/blog/editor/posts',
      eddie,
      draft({ title: 'With a picture', cover: key, body: figure }),
    );
    expect(created.status).toBe(201);
    const { _id } = await created.json();
    expect(await t.storage.get(`originals/${key}.webp`)).toBeTruthy();
    expect((await call('DELETE', `/blog/editor/posts/${_id}`, eddie)).status).toBe(200);
    expect(await t.storage.get(`originals/${key}.webp`)).toBeFalsy();
  });
});

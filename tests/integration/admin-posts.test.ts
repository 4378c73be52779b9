import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '#server/db/schema/index.ts';
import { verifiedEditor, verifiedUser } from '#tests/setup/accounts.ts';
import { createDemoApp, postForm, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let boss = '';
let eddie = '';
let ana = '';

const page = (path: string, cookie: string) => t.request(path, { headers: { cookie }, redirect: 'manual' });
const statusOf = async (id: string) =>
  (await t.database.db.select({ status: post.status }).from(post).where(eq(post.id, id)))[0]?.status;

beforeAll(async () => {
  t = await createDemoApp({ ADMIN_EMAILS: 'boss@example.org' });
  boss = await verifiedUser(t, 'boss@example.org', 'Boss');
  eddie = await verifiedEditor(t, 'eddie@example.org', 'Eddie');
  ana = await verifiedUser(t, 'ana@example.org', 'Ana');
});
afterAll(() => t.dispose());

describe('admin: magazine posts', () => {
  it('are for the magazine’s editors and the admins; an editor sees only the magazine', async () => {
    expect((await page('/admin/posts', ana)).headers.get('location')).toBe('/not-found');
    expect((await page('/admin/posts', '')).headers.get('location')).toBe('/not-found');
    expect((await page('/admin', eddie)).headers.get('location')).toBe('/admin/posts');
    expect((await page('/de/admin', eddie)).headers.get('location')).toBe('/de/admin/posts');
    expect((await page('/admin', boss)).headers.get('location')).toBe('/admin/reports');
    expect((await page('/admin/reports', eddie)).headers.get('location')).toBe('/not-found');
    const html = await (await page('/admin/posts', eddie)).text();
    expect(html).toContain('Magazine posts');
    expect(html).not.toContain('href="/admin/reports"');
    expect(await (await page('/admin/posts', boss)).text()).toContain('href="/admin/reports"');
    const refused = await postForm(t, '/admin/posts', ana, { intent: 'unpublish', post: 'x' });
    expect(refused.headers.get('location')).toBe('/not-found');
  });

  it('lists every post, to publish, take back to draft and delete, with a notice', async () => {
    const [newest] = await t.database.db.select().from(post).orderBy(post.updatedAt).limit(1);
    const id = newest?.id ?? '';
    const html = await (await page(`/admin/posts?q=${encodeURIComponent(newest?.title ?? '')}`, eddie)).text();
    expect(html).toContain(newest?.title);
    expect(html).toContain('>Back to draft</button>');
    const back = await postForm(t, '/admin/posts', eddie, { intent: 'unpublish', post: id });
    expect(back.headers.get('location')).toBe('/admin/posts');
    expect(back.headers.get('set-cookie')).toContain('admin%3Aposts.done.unpublish');
    expect(await statusOf(id)).toBe('draft');
    expect((await t.request(`/blog/${newest?.slug}`)).status).toBe(404);
    await postForm(t, '/admin/posts', boss, { intent: 'publish', post: id });
    expect(await statusOf(id)).toBe('published');
    expect((await t.request(`/${newest?.language === 'de' ? 'de/' : ''}blog/${newest?.slug}`)).status).toBe(200);
    await postForm(t, '/admin/posts', eddie, { intent: 'delete', post: id });
    expect(await statusOf(id)).toBeUndefined();
  });

  it('preview any post as readers will see it, for the team only', async () => {
    const created = await t.request('/api/blog/editor/posts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: eddie },
      body: JSON.stringify({
        language: 'de',
        title: 'Entwurf über Lissabon',
        category: 'travel',
        body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Noch geheim.' }] }] },
      }),
    });
    const { _id, slug } = await created.json();
    expect((await t.request(`/de/blog/${slug}`)).status).toBe(404);
    expect((await page(`/admin/posts/${_id}/preview`, ana)).headers.get('location')).toBe('/not-found');
    const preview = await (await page(`/de/admin/posts/${_id}/preview`, eddie)).text();
    expect(preview).toContain('Entwurf über Lissabon');
    expect(preview).toContain('Noch geheim.');
    expect(preview).toContain('Vorschau: Dieser Beitrag ist ein Entwurf.');
    expect(preview).toContain('<meta name="robots" content="noindex"/>');
    const list = await (await page('/admin/posts', eddie)).text();
    expect(list).toContain(`href="/de/admin/posts/${_id}/preview"`);
    expect((await page('/admin/posts/AAAAAAAAAAAAAAAA/preview', eddie)).status).toBe(404);
  });

  it('open the editor for the team only: a new post, an existing one, 404 for none', async () => {
    expect((await page('/admin/posts/new', ana)).headers.get('location')).toBe('/not-found');
    const fresh = await (await page('/admin/posts/new', eddie)).text();
    expect(fresh).toContain('New post');
    const [first] = await t.database.db.select().from(post).limit(1);
    const edit = await (await page(`/admin/posts/${first?.id}/edit`, eddie)).text();
    expect(edit).toContain('Edit post');
    expect(edit).toContain(first?.title);
    expect((await page('/admin/posts/AAAAAAAAAAAAAAAA/edit', eddie)).status).toBe(404);
    const listed = await page(`/admin/posts?q=${encodeURIComponent(first?.title ?? '')}`, eddie);
    expect(await listed.text()).toContain(`href="/admin/posts/${first?.id}/edit"`);
  });
});

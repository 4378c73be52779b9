import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaLimits } from '#domain/media.ts';
import { testPassword, verifiedUser } from '#tests/setup/accounts.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
  cookie = await verifiedUser(t, 'photo@example.org', 'Pia');
});
afterAll(() => t.dispose());

const jpeg = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .withExifMerge({ IFD3: { GPSLatitude: '48/1 8/1 0/1' } })
    .toBuffer();

function upload(file: Blob | string, name = 'holiday.jpg', headers: Record<string, string> = {}) {
  const body = new FormData();
  body.set('photo', typeof file === 'string' ? new Blob([file]) : file, name);
  return t.request('/api/user/profile/photo', { method: 'POST', body, headers: { cookie, ...headers } });
}

const photoOf = async () =>
  ((await (await t.request('/api/user/profile/edit', { headers: { cookie } })).json()) as { photo: string | null })
    .photo;
const storedFiles = async (key: string) => {
  const found = await Promise.all(
    ['originals', 'presets/avatar-md'].map((folder) => t.storage.get(`${folder}/${key}.webp`)),
  );
  return found.filter(Boolean).length;
};

describe('profile photo API', () => {
  it('needs full sign-in', async () => {
    const body = new FormData();
    body.set('photo', new Blob([await jpeg()]), 'a.jpg');
    expect((await t.request('/api/user/profile/photo', { method: 'POST', body })).status).toBe(401);
    expect((await t.request('/api/user/profile/photo', { method: 'DELETE' })).status).toBe(401);
  });

  it('stores the photo re-encoded without metadata and serves every preset, made once', async () => {
    const response = await upload(new Blob([await jpeg()]));
    expect(response.status).toBe(200);
    const { photo } = await response.json();
    expect(photo).toMatch(/^[\w-]{22}$/);
    expect(await photoOf()).toBe(photo);

    const first = await t.request(`/media/avatar-md/${photo}.webp`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toContain('immutable');
    const image = await sharp(Buffer.from(await first.arrayBuffer())).metadata();
    expect([image.width, image.height, image.exif]).toEqual([150, 150, undefined]);
    const made = await t.storage.get(`presets/avatar-md/${photo}.webp`);
    expect(made).not.toBeNull();
    const second = await t.request(`/media/avatar-md/${photo}.webp`);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(made);
  });

  it('answers a missing or invalid image with the placeholder and an unknown preset with 404', async () => {
    for (const file of ['placeholder.webp', 'AAAAAAAAAAAAAAAAAAAAAA.webp', '..%2F..%2Fsecret.webp']) {
      const response = await t.request(`/media/cover-lg/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([image.width, image.height]).toEqual([500, 350]);
    }
    expect((await t.request('/media/huge/placeholder.webp')).status).toBe(404);
  });

  it('refuses a wrong type by content with 415 and names the field in the caller’s language', async () => {
    const text = await upload('just some text', 'sneaky.jpg', { 'accept-language': 'de' });
    expect(text.status).toBe(415);
    expect((await text.json()).error.fields).toEqual([
      { field: 'photo', message: 'Profilfoto muss ein Bild im Format JPEG, PNG, WebP, GIF oder AVIF sein' },
    ]);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(new Blob([png]), 'named-wrongly.gif')).status).toBe(200);
  });

  it('refuses a file over the cap with 413', async () => {
    const response = await upload(new Blob([new Uint8Array(mediaLimits.maxBytes + 100_000)]));
    expect(response.status).toBe(413);
    expect((await response.json()).error.fields[0]).toEqual({
      field: 'photo',
      message: 'The Profile photo may be at most 10 MB',
    });
    expect((await upload('no file at all', '')).status).toBeGreaterThanOrEqual(400);
  });

  it('replacing and removing a photo deletes the old files', async () => {
    const old = (await (await upload(new Blob([await jpeg()]))).json()).photo as string;
    await t.request(`/media/avatar-md/${old}.webp`);
    expect(await storedFiles(old)).toBe(2);
    const replacement = (await (await upload(new Blob([await jpeg(120, 120)]))).json()).photo as string;
    expect(await storedFiles(old)).toBe(0);
    const removed = await t.request('/api/user/profile/photo', { method: 'DELETE', headers: { cookie } });
    expect(await removed.json()).toEqual({ photo: null });
    expect(await storedFiles(replacement)).toBe(0);
    expect(await photoOf()).toBeNull();
  });

  it('limits uploads per user', async () => {
    await t.database.db.execute(sql`DELETE FROM account_throttle WHERE key LIKE 'photo-upload:%'`);
    const small = await jpeg(40, 40);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) statuses.push((await upload(new Blob([small]))).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    const refused = await upload(new Blob([small]));
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toMatch(/try again in \d+ minutes?/);
  });
});

describe('profile photo on the edit page and account deletion', () => {
  it('uploads without JavaScript, and deleting the account removes the photo', async () => {
    const owner = await verifiedUser(t, 'leaving-photo@example.org', 'Lea');
    const body = new FormData();
    body.set('intent', 'photo');
    body.set('photo', new Blob([await jpeg()]), 'me.jpg');
    const saved = await t.request('/account/edit-profile', {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { cookie: owner, origin: t.env.PUBLIC_URL },
    });
    expect(saved.status).toBe(303);
    const profile = await (await t.request('/api/user/profile/edit', { headers: { cookie: owner } })).json();
    expect(profile.photo).toMatch(/^[\w-]{22}$/);
    const page = await (await t.request('/account/profile', { headers: { cookie: owner } })).text();
    expect(page).toContain(`/media/avatar-lg/${profile.photo}.webp`);

    const deleted = await t.request('/api/user', {
      method: 'DELETE',
      headers: { cookie: owner, 'content-type': 'application/json' },
      body: JSON.stringify({ password: testPassword, confirm: true }),
    });
    expect(deleted.status).toBe(200);
    expect(await storedFiles(profile.photo)).toBe(0);
    const rows = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM media WHERE key = ${profile.photo}`);
    expect(rows.rows[0]).toEqual({ n: 0 });
  });
});

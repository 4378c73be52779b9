import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Credentials, startS3Server } from '#tests/setup/s3-server.ts';
import { diskStorage } from './disk-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);

const storages: [string, () => Storage][] = [
  ['disk', () => diskStorage(mkdtempSync(path.join(tmpdir(), 'itinera-disk-')))],
  ['S3', () => s3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, region: 'us-east-1', ...s3Credentials })],
];

describe.each(storages)('%s storage', (_kind, create) => {
  it('stores, reads and deletes files by key', async () => {
    const storage = create();
    expect(await storage.get('originals/missing.webp')).toBeNull();
    await storage.put('presets/avatar-md/abc.webp', bytes, 'image/webp');
    expect(await storage.get('presets/avatar-md/abc.webp')).toEqual(bytes);
    await storage.delete('presets/avatar-md/abc.webp');
    expect(await storage.get('presets/avatar-md/abc.webp')).toBeNull();
    await storage.delete('presets/avatar-md/abc.webp');
  });
});

describe('S3 storage', () => {
  it('signs its requests: with unknown credentials the server refuses them', async () => {
    const wrong = s3Storage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      accessKeyId: 'SOMEONE-ELSE',
      secretAccessKey: 'not the secret',
    });
    await expect(wrong.put('originals/x.webp', bytes, 'image/webp')).rejects.toThrow(/403/);
  });
});

describe('disk storage', () => {
  it('never leaves its folder', async () => {
    await expect(diskStorage(tmpdir()).get('../etc/passwd')).rejects.toThrow(/outside/);
  });
});

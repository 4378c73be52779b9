import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type ImagePreset, imagePresets, mediaKeyPattern } from '#domain/media.ts';
import type { Db } from '../db/client.ts';
import { media } from '../db/schema/index.ts';
import type { Storage } from '../storage/index.ts';
import { type ProcessedImage, processUpload, renderPreset } from './image-pipeline.ts';

export type MediaDeps = { db: Db; storage: Storage };

const originalKey = (key: string) => `originals/${key}.webp`;
const presetKey = (key: string, preset: ImagePreset) => `presets/${preset}/${key}.webp`;

type Owner = { ownerId: string; purpose: string };

/** Checks and re-encodes an upload, stores it under a new random key and records its owner. */
export async function storeImage(deps: MediaDeps, upload: { bytes: Uint8Array } & Owner): Promise<string> {
  return storeProcessed(deps, await processUpload(upload.bytes), upload);
}

/**
 * Stores an image `processUpload` made. The seeds make a trip's pictures side by side, which
 * keeps both cores busy, and store them one after the other on their one connection.
 */
export async function storeProcessed(
  { db, storage }: MediaDeps,
  image: ProcessedImage,
  upload: Owner,
): Promise<string> {
  const key = randomBytes(16).toString('base64url');
  await storage.put(originalKey(key), image.data, 'image/webp');
  await db.insert(media).values({
    key,
    ownerId: upload.ownerId,
    purpose: upload.purpose,
    contentType: 'image/webp',
    width: image.width,
    height: image.height,
    bytes: image.data.byteLength,
  });
  return key;
}

/** Removes an image: its row, its original and every preset made from it. */
export async function removeMedia({ db, storage }: MediaDeps, key: string): Promise<void> {
  if (!mediaKeyPattern.test(key)) return;
  await db.delete(media).where(eq(media.key, key));
  const presets = Object.keys(imagePresets) as ImagePreset[];
  await Promise.all([
    storage.delete(originalKey(key)),
    ...presets.map((preset) => storage.delete(presetKey(key, preset))),
  ]);
}

/** The keys of every image the user owns (account deletion removes them). */
export async function ownedMediaKeys(db: Db, userId: string): Promise<string[]> {
  const owned = await db.select({ key: media.key }).from(media).where(eq(media.ownerId, userId));
  return owned.map(({ key }) => key);
}

/** The image in a preset, made on first request and kept; null when there is no such image. */
export async function presetImage({ storage }: Pick<MediaDeps, 'storage'>, key: string, preset: ImagePreset) {
  if (!mediaKeyPattern.test(key)) return null;
  const stored = await storage.get(presetKey(key, preset));
  if (stored) return stored;
  const original = await storage.get(originalKey(key));
  if (!original) return null;
  const rendered = await renderPreset(original, preset);
  await storage.put(presetKey(key, preset), rendered, 'image/webp');
  return rendered;
}

import type { Context } from 'hono';
import { isImagePreset } from '#domain/media.ts';
import { errorBody } from '../errors.ts';
import type { Storage } from '../storage/index.ts';
import { placeholderImage } from './image-pipeline.ts';
import { presetImage } from './media.service.ts';

const webp = (body: Uint8Array, cacheControl: string) =>
  new Response(body as BodyInit, {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff' },
  });

/**
 * `GET /media/{preset}/{key}.webp`. Keys are random and never reused, so a real image is
 * immutable; a missing or invalid one gets the preset's placeholder, briefly cached.
 */
export function serveMedia(storage: Storage) {
  return async (c: Context) => {
    const preset = c.req.param('preset') ?? '';
    const file = c.req.param('file') ?? '';
    if (!isImagePreset(preset) || !file.endsWith('.webp')) return c.json(errorBody('NOT_FOUND'), 404);
    const image = await presetImage({ storage }, file.slice(0, -'.webp'.length), preset);
    if (image) return webp(image, 'public, max-age=31536000, immutable');
    return webp(await placeholderImage(preset), 'public, max-age=300');
  };
}

import sharp, { type Metadata } from 'sharp';
import { type ImagePreset, imagePresets, mediaLimits } from '#domain/media.ts';

export type RejectReason = 'type' | 'bytes' | 'pixels';

/** An upload we do not take; the caller names the field and translates the reason. */
export class ImageRejected extends Error {
  readonly reason: RejectReason;
  constructor(reason: RejectReason) {
    super(`image rejected: ${reason}`);
    this.name = 'ImageRejected';
    this.reason = reason;
  }
}

/** libvips' names of the formats we take; AVIF reads as HEIF compressed with AV1 (HEIC is refused). */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif']);
const WEBP = { quality: 82, effort: 4 } as const;

export type ProcessedImage = { data: Uint8Array; width: number; height: number };

/**
 * Checks an upload by its content, then re-encodes it as WebP: turned upright by its EXIF
 * orientation, scaled to the longest side we keep, with every piece of metadata (EXIF, GPS, XMP,
 * ICC comments) left behind, because sharp writes none unless asked.
 */
export async function processUpload(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength > mediaLimits.maxBytes) throw new ImageRejected('bytes');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('type');
  }
  const avif = metadata.format === 'heif' && metadata.compression === 'av1';
  if (!avif && !acceptedFormats.has(metadata.format ?? '')) throw new ImageRejected('type');
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > mediaLimits.maxPixels) throw new ImageRejected('pixels');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: mediaLimits.maxPixels, failOn: 'error' })
      .rotate()
      .resize({
        width: mediaLimits.maxSide,
        height: mediaLimits.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    throw new ImageRejected('type');
  }
}

/** A stored original cut to a preset: filled and cropped, or (`raw-lg`) only scaled down. */
export async function renderPreset(original: Uint8Array, preset: ImagePreset): Promise<Uint8Array> {
  const { width, height } = imagePresets[preset];
  const image = sharp(original).resize(
    height === null ? { width, withoutEnlargement: true } : { width, height, fit: 'cover', position: 'attention' },
  );
  return new Uint8Array(await image.webp(WEBP).toBuffer());
}

const placeholders = new Map<ImagePreset, Promise<Uint8Array>>();

/** A quiet grey image in the preset's size, made once per process. */
export function placeholderImage(preset: ImagePreset): Promise<Uint8Array> {
  let image = placeholders.get(preset);
  if (!image) {
    const { width, height } = imagePresets[preset];
    image = sharp({ create: { width, height: height ?? Math.round(width * 0.66), channels: 3, background: '#e2e8f0' } })
      .webp(WEBP)
      .toBuffer()
      .then((buffer) => new Uint8Array(buffer));
    placeholders.set(preset, image);
  }
  return image;
}

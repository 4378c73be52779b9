/**
 * Image presets of spec section 9 (width x height; `raw-lg` keeps the aspect ratio). Images are
 * cropped to fill a preset and served at `/media/{preset}/{key}.webp`.
 */
export const imagePresets = {
  'blog-sm': { width: 300, height: 200 },
  'blog-md': { width: 400, height: 300 },
  'blog-head-md': { width: 400, height: 210 },
  'blog-l-lg': { width: 910, height: 400 },
  'square-xs': { width: 100, height: 100 },
  'avatar-sm': { width: 100, height: 100 },
  'square-sm': { width: 120, height: 120 },
  'square-sm-2': { width: 180, height: 120 },
  'square-l-sm': { width: 120, height: 100 },
  'square-l-sm-2': { width: 150, height: 120 },
  'square-md': { width: 300, height: 300 },
  'square-lg': { width: 500, height: 500 },
  'square-carousel': { width: 260, height: 260 },
  'cover-lg': { width: 500, height: 350 },
  'avatar-xs': { width: 40, height: 40 },
  'avatar-md': { width: 150, height: 150 },
  'avatar-lg': { width: 230, height: 230 },
  'raw-lg': { width: 1024, height: null },
  default: { width: 500, height: 400 },
} as const satisfies Record<string, { width: number; height: number | null }>;

export type ImagePreset = keyof typeof imagePresets;

export function isImagePreset(value: string): value is ImagePreset {
  return Object.hasOwn(imagePresets, value);
}

/** Stored image keys are random, URL-safe and fixed in length, so a key is never a path. */
export const mediaKeyPattern = /^[A-Za-z0-9_-]{22}$/;

/**
 * The address of an image in a preset. A missing key gets the preset's placeholder address, which
 * the server answers with a neutral image of the right size.
 */
export function mediaUrl(key: string | null | undefined, preset: ImagePreset): string {
  return `/media/${preset}/${key && mediaKeyPattern.test(key) ? key : 'placeholder'}.webp`;
}

/** Upload limits, shown in the upload field's hint and enforced by the server. */
export const mediaLimits = {
  maxBytes: 10 * 1024 * 1024,
  /** Decoded size; a small file can unpack to an enormous image. */
  maxPixels: 40_000_000,
  /** Stored originals are scaled down to this longest side. */
  maxSide: 2048,
} as const;

/** What an upload may be, told by its content; the file name and the browser's type do not count. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** A trip's share picture (`og:image`, server/features/trips/trip-share-image.ts): Open Graph's own size. */
export const shareImageSize = { width: 1200, height: 630 } as const;

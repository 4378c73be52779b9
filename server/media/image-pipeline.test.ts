import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaLimits } from '#domain/media.ts';
import { ImageRejected, placeholderImage, processUpload, renderPreset } from './image-pipeline.ts';

const photo = (format: 'jpeg' | 'png' | 'gif' | 'avif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
    .toFormat(format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

const reasonOf = (run: Promise<unknown>) =>
  run.then(
    () => null,
    (error: unknown) => (error instanceof ImageRejected ? error.reason : error),
  );

describe('image pipeline', () => {
  it('strips EXIF and GPS and turns the picture upright', async () => {
    const tagged = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#f97316' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'Camera' }, IFD3: { GPSLatitude: '52/1 31/1 0/1' } })
      .toBuffer();
    expect(await sharp(tagged).metadata()).toMatchObject({ orientation: 6, exif: expect.anything() });

    const { data, width, height } = await processUpload(new Uint8Array(tagged));
    const metadata = await sharp(data).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect([width, height]).toEqual([40, 80]);
  });

  it('goes by content, not by name: PNG, GIF and AVIF are taken', async () => {
    for (const format of ['png', 'gif', 'avif'] as const) {
      expect((await processUpload(await photo(format))).width).toBe(64);
    }
  });

  it('scales large pictures down to the kept side', async () => {
    const { width, height } = await processUpload(await photo('png', 4000, 1000));
    expect([width, height]).toEqual([mediaLimits.maxSide, mediaLimits.maxSide / 4]);
  });

  it('refuses what is not an image, a broken one, one too heavy and one with too many pixels', async () => {
    expect(await reasonOf(processUpload(new TextEncoder().encode('GIF89a, but really text')))).toBe('type');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await reasonOf(processUpload(svg))).toBe('type');
    const jpeg = await photo('jpeg');
    expect(await reasonOf(processUpload(jpeg.slice(0, 200)))).toBe('type');
    expect(await reasonOf(processUpload(new Uint8Array(mediaLimits.maxBytes + 1)))).toBe('bytes');
    // Small on disk, huge in memory: a one-colour PNG of 8000 x 6000 pixels.
    const bomb = await photo('png', 8000, 6000);
    expect(bomb.byteLength).toBeLessThan(mediaLimits.maxBytes);
    expect(await reasonOf(processUpload(bomb))).toBe('pixels');
  });

  it('cuts presets to their size and makes placeholders', async () => {
    const { data } = await processUpload(await photo('png', 900, 600));
    const avatar = await sharp(await renderPreset(data, 'avatar-md')).metadata();
    expect([avatar.width, avatar.height]).toEqual([150, 150]);
    const raw = await sharp(await renderPreset(data, 'raw-lg')).metadata();
    expect([raw.width, raw.height]).toEqual([900, 600]);
    const placeholder = await sharp(await placeholderImage('cover-lg')).metadata();
    expect([placeholder.width, placeholder.height]).toEqual([500, 350]);
  });
});

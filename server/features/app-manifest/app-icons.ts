import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type AppIconPath, appIcons, type IconStyle, THEME_COLOR } from '#domain/app-manifest.ts';

/** The site's one drawing of its mark; every icon is made from it, so a new favicon is a new set (ADR 0075). */
export const faviconFile = fileURLToPath(new URL('../../../public/favicon.svg', import.meta.url));

/** Maskable icons keep their mark in the central 80 % (a circle of that diameter), which every mask shows. */
const MASKABLE_SAFE_ZONE = 0.8;

/** The SVG rasterised at `size` pixels square; its density is raised so librsvg draws it sharp, not scaled up. */
async function drawn(svg: Buffer, size: number) {
  const { width = size, height = size } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * size) / Math.min(width, height) }).resize(size, size);
}

async function draw(svg: Buffer, size: number, style: IconStyle): Promise<Buffer> {
  if (style === 'any') return (await drawn(svg, size)).png().toBuffer();
  if (style === 'opaque') return (await drawn(svg, size)).flatten({ background: THEME_COLOR }).png().toBuffer();
  // The favicon's square shrunk into the safe zone on a background of its own colour: the rounded
  // corners vanish into it and any mask's shape cuts only background.
  const inner = Math.round(size * MASKABLE_SAFE_ZONE);
  const mark = await (await drawn(svg, inner)).png().toBuffer();
  const composed = await sharp({ create: { width: size, height: size, channels: 3, background: THEME_COLOR } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer();
  // sharp composites last in a pipeline, so the alpha the overlay brought is dropped in a second one.
  return sharp(composed).removeAlpha().png().toBuffer();
}

/**
 * The icons as PNG, each drawn on its first request and then kept for the process's life: a few
 * kilobytes each, identical on every instance, so nothing needs sharing and nothing is written to disk.
 * A failed drawing is forgotten, so the next request tries again.
 */
export function appIconSet(source = faviconFile) {
  const drawings = new Map<AppIconPath, Promise<Buffer>>();
  return (address: AppIconPath): Promise<Buffer> => {
    let png = drawings.get(address);
    if (!png) {
      const { size, style } = appIcons[address];
      png = readFile(source).then((svg) => draw(svg, size, style));
      png.catch(() => drawings.delete(address));
      drawings.set(address, png);
    }
    return png;
  };
}

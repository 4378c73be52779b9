import sharp from 'sharp';
import type { Scene } from './demo-trips/demo-trip-schema.ts';
import { domedPortal, pyramid, skyline, temple } from './scene-buildings.ts';
import {
  acacia,
  darkSea,
  distantHill,
  grassPlain,
  HEIGHT,
  hills,
  hsl,
  iceberg,
  jungle,
  palm,
  ridge,
  snowPeaks,
  trees,
  WIDTH,
  water,
} from './scene-shapes.ts';
import { random } from './seeded-random.ts';

/** The SVG of a scene: sky, sun and a landscape in the scene's shapes and the given hue. */
export function sceneSvg({ scene, hue }: Scene, seedText: string): string {
  const next = random(`${seedText}:${scene}:${hue}`);
  const dusk = next() > 0.6;
  // The sky stays a sky; the hue colours the land, the water's tint and the buildings.
  const skyTop = dusk ? hsl(255 + next() * 30, 45, 35) : hsl(200 + next() * 20, 65, 58);
  const skyBottom = dusk ? hsl(20 + next() * 15, 85, 72) : hsl(195, 70, 86);
  const sun = `<circle cx="${200 + next() * 800}" cy="${120 + next() * 160}" r="${40 + next() * 40}" fill="${dusk ? hsl(30, 95, 70) : hsl(50, 100, 92)}" opacity="0.9"/>`;
  const land = (l: number) => hsl(hue, 40, l);
  const layers: Record<Scene['scene'], () => string> = {
    mountains: () =>
      ridge(next, 380, 220, 9, hsl(hue, 12, 62)) +
      ridge(next, 520, 220, 12, hsl(hue, 18, 42)) +
      hills(next, 700, 80, land(30)),
    snow: () =>
      ridge(next, 420, 240, 8, hsl(210, 30, 92)) +
      ridge(next, 580, 160, 10, hsl(210, 25, 82)) +
      hills(next, 720, 60, hsl(210, 20, 97)),
    coast: () => ridge(next, 430, 120, 6, land(40)) + water(520, 200) + hills(next, 720, 60, hsl(40, 55, 75)),
    lake: () => ridge(next, 400, 200, 10, hsl(hue, 15, 45)) + water(500, 205) + trees(next, 470, 18, hue),
    island: () => water(470, 185 + (hue % 30)) + hills(next, 560, 120, hsl(45, 60, 72)) + palm(680 + next() * 200, 600),
    desert: () =>
      hills(next, 520, 140, hsl(hue, 65, 62)) +
      hills(next, 640, 120, hsl(hue - 4, 70, 52)) +
      hills(next, 760, 80, hsl(hue - 7, 70, 45)),
    forest: () => ridge(next, 430, 120, 8, land(38)) + trees(next, 460, 45, hue) + hills(next, 760, 40, land(20)),
    city: () =>
      `${skyline(next, 600, hue)}<rect x="0" y="600" width="${WIDTH}" height="200" fill="${hsl(hue, 20, 14)}"/>`,
    temple: () =>
      ridge(next, 480, 160, 8, hsl(120, 20, 48)) +
      temple(380 + next() * 440, 700, hue) +
      hills(next, 740, 30, land(25)),
    vineyard: () =>
      hills(next, 460, 120, land(46)) +
      hills(next, 600, 140, land(36)) +
      Array.from(
        { length: 14 },
        (_, i) =>
          `<path d="M${-100 + i * 100} ${HEIGHT} Q ${300 + i * 60} 600, ${700 + i * 40} 520" stroke="${land(22)}" stroke-width="6" fill="none"/>`,
      ).join(''),
    pyramid: () =>
      ridge(next, 560, 70, 10, hsl(130, 22, 46)) + pyramid(450 + next() * 300, 660, hue) + jungle(next, 600, 26),
    dome: () =>
      `<rect x="0" y="640" width="${WIDTH}" height="${HEIGHT - 640}" fill="${hsl(35, 30, 58)}"/>` +
      domedPortal(540 + next() * 120, 680, hue, next() > 0.6),
    savanna: () => {
      const horizon = 520 + next() * 40;
      // Nearer trees stand lower and larger, and are drawn last so they overlap the far ones.
      const count = 2 + Math.floor(next() * 3);
      const acacias = Array.from({ length: count }, (_, i) => ({
        x: ((i + 0.25 + next() * 0.5) / count) * WIDTH,
        depth: next() ** 2,
      }))
        .sort((a, b) => a.depth - b.depth)
        .map(({ x, depth }) => acacia(x, horizon + 6 + depth * 150, 80 + depth * 240))
        .join('');
      return distantHill(200 + next() * 800, horizon, 500, 70 + next() * 50) + grassPlain(next, horizon, hue) + acacias;
    },
    ice: () =>
      snowPeaks(next, 470, 230, 4, 84) +
      snowPeaks(next, 500, 110, 6, 90) +
      darkSea(next, 520, hue) +
      iceberg(next, 200 + next() * 200, 560, 260, hue) +
      iceberg(next, 700 + next() * 250, 600, 380, hue) +
      iceberg(next, 450 + next() * 150, 700, 160, hue),
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${sun}${layers[scene]()}</svg>`;
}

/** The scene as a JPEG, as a traveller's upload would arrive. */
export async function sceneImage(scene: Scene, seedText: string): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp(Buffer.from(sceneSvg(scene, seedText)))
      .jpeg({ quality: 82 })
      .toBuffer(),
  );
}

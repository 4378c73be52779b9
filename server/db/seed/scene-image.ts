import sharp from 'sharp';
import type { Scene } from './demo-trips/demo-trip-schema.ts';

const WIDTH = 1200;
const HEIGHT = 800;

/** A small seeded generator, so a demo picture looks the same on every machine. */
function random(seedText: string) {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;

/** A ridge line across the picture at `base`, `rough` pixels high, closed to the bottom. */
function ridge(next: () => number, base: number, rough: number, steps: number, fill: string): string {
  const points: string[] = [`0,${HEIGHT}`];
  for (let i = 0; i <= steps; i += 1) {
    const x = (i / steps) * WIDTH;
    points.push(`${x.toFixed(0)},${(base - next() * rough).toFixed(0)}`);
  }
  points.push(`${WIDTH},${HEIGHT}`);
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

function hills(next: () => number, base: number, height: number, fill: string): string {
  const c1 = next() * WIDTH;
  const c2 = WIDTH - next() * WIDTH * 0.5;
  return `<path d="M0 ${base} C ${c1} ${base - height}, ${c2} ${base + height * 0.3}, ${WIDTH} ${base - height * 0.4} L ${WIDTH} ${HEIGHT} L 0 ${HEIGHT} Z" fill="${fill}"/>`;
}

function water(top: number, hue: number): string {
  const waves = Array.from({ length: 8 }, (_, i) => {
    const y = top + 20 + i * ((HEIGHT - top) / 8);
    return `<path d="M0 ${y} Q ${WIDTH / 4} ${y - 6}, ${WIDTH / 2} ${y} T ${WIDTH} ${y}" stroke="${hsl(hue, 60, 80)}" stroke-opacity="0.35" stroke-width="3" fill="none"/>`;
  }).join('');
  return `<rect x="0" y="${top}" width="${WIDTH}" height="${HEIGHT - top}" fill="${hsl(hue, 55, 42)}"/>${waves}`;
}

function trees(next: () => number, base: number, count: number, hue: number): string {
  return Array.from({ length: count }, () => {
    const x = next() * WIDTH;
    const h = 70 + next() * 90;
    const y = base + next() * 120;
    return `<polygon points="${x},${y - h} ${x - h * 0.3},${y} ${x + h * 0.3},${y}" fill="${hsl(hue, 45, 14 + next() * 12)}"/>`;
  }).join('');
}

function skyline(next: () => number, base: number, hue: number): string {
  let x = 0;
  const parts: string[] = [];
  while (x < WIDTH) {
    const w = 40 + next() * 90;
    const h = 90 + next() * 260;
    parts.push(
      `<rect x="${x.toFixed(0)}" y="${(base - h).toFixed(0)}" width="${w.toFixed(0)}" height="${(h + HEIGHT).toFixed(0)}" fill="${hsl(hue, 22, 22 + next() * 16)}"/>`,
    );
    for (let wy = base - h + 16; wy < base - 12; wy += 28)
      for (let wx = x + 10; wx < x + w - 14; wx += 22)
        if (next() > 0.45)
          parts.push(
            `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="9" height="12" fill="${hsl(45, 90, 70)}" opacity="0.8"/>`,
          );
    x += w + 4;
  }
  return parts.join('');
}

function temple(x: number, base: number, hue: number): string {
  const tiers = [0, 1, 2, 3].map((i) => {
    const w = 260 - i * 50;
    const y = base - 90 - i * 70;
    return `<rect x="${x - w / 2 + 20}" y="${y}" width="${w - 40}" height="70" fill="${hsl(hue, 50, 28)}"/><polygon points="${x - w / 2 - 20},${y + 10} ${x},${y - 30} ${x + w / 2 + 20},${y + 10}" fill="${hsl(hue, 30, 16)}"/>`;
  });
  return tiers.join('');
}

function palm(x: number, base: number): string {
  const leaves = [-60, -25, 10, 45, 80]
    .map(
      (a) =>
        `<path d="M${x + 40} ${base - 260} q ${Math.cos((a * Math.PI) / 180) * 120} ${-40 + Math.sin((a * Math.PI) / 180) * 40}, ${Math.cos((a * Math.PI) / 180) * 170} ${60}" stroke="hsl(120 40% 18%)" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return `<path d="M${x} ${base} Q ${x + 10} ${base - 150}, ${x + 40} ${base - 260}" stroke="hsl(30 40% 22%)" stroke-width="16" fill="none"/>${leaves}`;
}

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

/** The buildings a demo scene may stand in its land: the hue colours their stone, tiles and domes. */
import { HEIGHT, hsl, polygon, rect, WIDTH } from './scene-shapes.ts';

export function skyline(next: () => number, base: number, hue: number): string {
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

export function temple(x: number, base: number, hue: number): string {
  const tiers = [0, 1, 2, 3].map((i) => {
    const w = 260 - i * 50;
    const y = base - 90 - i * 70;
    return `<rect x="${x - w / 2 + 20}" y="${y}" width="${w - 40}" height="70" fill="${hsl(hue, 50, 28)}"/><polygon points="${x - w / 2 - 20},${y + 10} ${x},${y - 30} ${x + w / 2 + 20},${y + 10}" fill="${hsl(hue, 30, 16)}"/>`;
  });
  return tiers.join('');
}

/** A Maya pyramid: sloped terraces, a stair up the front and the temple it was built to carry. */
export function pyramid(x: number, base: number, hue: number): string {
  const stone = (l: number) => hsl(hue, 20, l);
  const tiers = 7;
  const rise = 44;
  const summit = base - tiers * rise;
  const terraces = Array.from({ length: tiers }, (_, i) => {
    const w = 640 - i * 66;
    const y = base - i * rise;
    return (
      polygon(
        [
          [x - w / 2, y],
          [x - w / 2 + 14, y - rise],
          [x + w / 2 - 14, y - rise],
          [x + w / 2, y],
        ],
        stone(64),
      ) +
      // The sun falls from the left: the right flank of each terrace lies in shade.
      polygon(
        [
          [x + w / 2 - 90, y],
          [x + w / 2 - 90, y - rise],
          [x + w / 2 - 14, y - rise],
          [x + w / 2, y],
        ],
        stone(50),
      ) +
      rect(x - w / 2 + 14, y - rise, w - 28, 6, stone(76)) +
      rect(x - w / 2, y - 5, w, 5, stone(38))
    );
  }).join('');
  const steps = Array.from(
    { length: Math.floor((base - summit) / 11) },
    (_, i) => `<line x1="${x - 60}" x2="${x + 60}" y1="${base - i * 11}" y2="${base - i * 11}"/>`,
  ).join('');
  const stairFlight = polygon(
    [
      [x - 60, base],
      [x - 44, summit],
      [x + 44, summit],
      [x + 60, base],
    ],
    stone(56),
  );
  const stair = `${stairFlight}<g stroke="${stone(40)}" stroke-width="3">${steps}</g>`;
  const shrine =
    rect(x - 84, summit - 78, 168, 78, stone(70)) +
    rect(x + 30, summit - 78, 54, 78, stone(56)) +
    rect(x - 94, summit - 96, 188, 22, stone(46)) +
    rect(x - 20, summit - 56, 40, 56, hsl(hue, 25, 14)) +
    rect(x - 64, summit - 52, 22, 36, hsl(hue, 25, 18)) +
    rect(x + 42, summit - 52, 22, 36, hsl(hue, 25, 18));
  return terraces + stair + shrine;
}

/** An onion of a dome on its drum, ribbed like the Timurid domes of Samarkand. */
function ribbedDome(x: number, base: number, width: number, height: number, hue: number): string {
  const half = width / 2;
  const top = base - height;
  const outline = `M${x - half * 0.8} ${base} C ${x - half * 1.15} ${base - height * 0.45}, ${x - half * 0.75} ${top + height * 0.2}, ${x} ${top} C ${x + half * 0.75} ${top + height * 0.2}, ${x + half * 1.15} ${base - height * 0.45}, ${x + half * 0.8} ${base} Z`;
  const ribs = [-0.6, -0.3, 0, 0.3, 0.6]
    .map(
      (k) =>
        `<path d="M${x + k * half * 0.8} ${base} Q ${x + k * half * 1.25} ${base - height * 0.55}, ${x} ${top}" fill="none"/>`,
    )
    .join('');
  const drum = rect(x - half * 0.82, base, half * 1.64, height * 0.3, hsl(35, 35, 72));
  const band = rect(x - half * 0.82, base + height * 0.08, half * 1.64, height * 0.12, hsl(215, 55, 34));
  return (
    drum +
    band +
    `<path d="${outline}" fill="${hsl(hue, 62, 46)}"/>` +
    `<g stroke="${hsl(hue, 55, 30)}" stroke-width="5">${ribs}</g>` +
    `<path d="M${x - half * 0.55} ${base - height * 0.2} Q ${x - half * 0.7} ${base - height * 0.6}, ${x - half * 0.15} ${top + height * 0.12}" stroke="${hsl(hue, 70, 72)}" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.7"/>` +
    rect(x - 3, top - 34, 6, 36, hsl(45, 60, 45)) +
    `<circle cx="${x}" cy="${top - 24}" r="8" fill="${hsl(45, 60, 50)}"/>`
  );
}

/** A slim, slightly tapering minaret with tiled bands and a lantern gallery at the top. */
function minaret(x: number, base: number, height: number, hue: number): string {
  const top = base - height;
  const shaft = polygon(
    [
      [x - 24, base],
      [x - 17, top],
      [x + 17, top],
      [x + 24, base],
    ],
    hsl(35, 38, 70),
  );
  const bands = [0.2, 0.45, 0.7]
    .map((f) => rect(x - 24 + 7 * f, base - height * f, 48 - 14 * f, 14, hsl(215, 55, 36)))
    .join('');
  const lantern =
    rect(x - 30, top - 8, 60, 12, hsl(35, 30, 60)) +
    rect(x - 20, top - 40, 40, 32, hsl(35, 38, 72)) +
    rect(x - 12, top - 34, 8, 20, hsl(215, 50, 25)) +
    rect(x + 4, top - 34, 8, 20, hsl(215, 50, 25)) +
    `<path d="M${x - 22} ${top - 40} Q ${x} ${top - 80}, ${x + 22} ${top - 40} Z" fill="${hsl(hue, 62, 46)}"/>`;
  return shaft + bands + lantern;
}

/** A pointed arch, the shape of every Islamic portal and niche. */
function archPath(x: number, base: number, width: number, height: number): string {
  const half = width / 2;
  const spring = base - height + width * 0.55;
  return `M${x - half} ${base} L ${x - half} ${spring} Q ${x - half} ${base - height + width * 0.15}, ${x} ${base - height} Q ${x + half} ${base - height + width * 0.15}, ${x + half} ${spring} L ${x + half} ${base} Z`;
}

/** A madrasa front: arcaded wings, the great portal (pishtaq), a ribbed dome behind it and minarets. */
export function domedPortal(x: number, base: number, hue: number, twoDomes: boolean): string {
  const wall = hsl(35, 38, 72);
  const tile = hsl(215, 55, 32);
  const wings =
    rect(0, base - 170, WIDTH, 170, hsl(35, 32, 64)) +
    Array.from({ length: 12 }, (_, i) => {
      const nx = 50 + i * 100;
      return Math.abs(nx - x) < 200
        ? ''
        : `<path d="${archPath(nx, base - 30, 56, 110)}" fill="${tile}"/><path d="${archPath(nx, base - 30, 36, 90)}" fill="${hsl(215, 40, 18)}"/>`;
    }).join('') +
    rect(0, base - 182, WIDTH, 14, hsl(hue, 50, 40));
  const domes = twoDomes
    ? ribbedDome(x - 290, base - 230, 190, 170, hue) + ribbedDome(x + 290, base - 230, 190, 170, hue)
    : ribbedDome(x, base - 400, 260, 200, hue);
  const portal =
    rect(x - 160, base - 340, 320, 340, wall) +
    rect(x - 160, base - 340, 320, 22, tile) +
    rect(x - 160, base - 340, 22, 340, tile) +
    rect(x + 138, base - 340, 22, 340, tile) +
    Array.from({ length: 9 }, (_, i) => rect(x - 128 + i * 30, base - 333, 16, 8, hsl(hue, 60, 62))).join('') +
    `<path d="${archPath(x, base, 220, 290)}" fill="${tile}"/>` +
    `<path d="${archPath(x, base, 190, 264)}" fill="${hsl(hue, 45, 55)}"/>` +
    `<path d="${archPath(x, base, 150, 226)}" fill="${hsl(215, 45, 20)}"/>` +
    `<path d="${archPath(x, base, 60, 110)}" fill="${hsl(30, 40, 22)}"/>`;
  const towers = twoDomes
    ? minaret(x - 430, base, 480, hue) + minaret(x + 430, base, 480, hue)
    : minaret(x - 230, base, 520, hue) + minaret(x + 230, base, 520, hue);
  return domes + wings + towers + portal;
}

/** The land, water and plants a demo scene is painted from; `scene-image.ts` composes them into a picture. */

export const WIDTH = 1200;
export const HEIGHT = 800;

export const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;

export const polygon = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(0)},${y.toFixed(0)}`).join(' ')}" fill="${fill}"${extra}/>`;

export const rect = (x: number, y: number, width: number, height: number, fill: string) =>
  `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${width.toFixed(0)}" height="${height.toFixed(0)}" fill="${fill}"/>`;

/** A ridge line across the picture at `base`, `rough` pixels high, closed to the bottom. */
export function ridge(next: () => number, base: number, rough: number, steps: number, fill: string): string {
  const points: string[] = [`0,${HEIGHT}`];
  for (let i = 0; i <= steps; i += 1) {
    const x = (i / steps) * WIDTH;
    points.push(`${x.toFixed(0)},${(base - next() * rough).toFixed(0)}`);
  }
  points.push(`${WIDTH},${HEIGHT}`);
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

export function hills(next: () => number, base: number, height: number, fill: string): string {
  const c1 = next() * WIDTH;
  const c2 = WIDTH - next() * WIDTH * 0.5;
  return `<path d="M0 ${base} C ${c1} ${base - height}, ${c2} ${base + height * 0.3}, ${WIDTH} ${base - height * 0.4} L ${WIDTH} ${HEIGHT} L 0 ${HEIGHT} Z" fill="${fill}"/>`;
}

export function water(top: number, hue: number): string {
  const waves = Array.from({ length: 8 }, (_, i) => {
    const y = top + 20 + i * ((HEIGHT - top) / 8);
    return `<path d="M0 ${y} Q ${WIDTH / 4} ${y - 6}, ${WIDTH / 2} ${y} T ${WIDTH} ${y}" stroke="${hsl(hue, 60, 80)}" stroke-opacity="0.35" stroke-width="3" fill="none"/>`;
  }).join('');
  return `<rect x="0" y="${top}" width="${WIDTH}" height="${HEIGHT - top}" fill="${hsl(hue, 55, 42)}"/>${waves}`;
}

export function trees(next: () => number, base: number, count: number, hue: number): string {
  return Array.from({ length: count }, () => {
    const x = next() * WIDTH;
    const h = 70 + next() * 90;
    const y = base + next() * 120;
    return `<polygon points="${x},${y - h} ${x - h * 0.3},${y} ${x + h * 0.3},${y}" fill="${hsl(hue, 45, 14 + next() * 12)}"/>`;
  }).join('');
}

export function palm(x: number, base: number): string {
  const leaves = [-60, -25, 10, 45, 80]
    .map(
      (a) =>
        `<path d="M${x + 40} ${base - 260} q ${Math.cos((a * Math.PI) / 180) * 120} ${-40 + Math.sin((a * Math.PI) / 180) * 40}, ${Math.cos((a * Math.PI) / 180) * 170} ${60}" stroke="hsl(120 40% 18%)" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return `<path d="M${x} ${base} Q ${x + 10} ${base - 150}, ${x + 40} ${base - 260}" stroke="hsl(30 40% 22%)" stroke-width="16" fill="none"/>${leaves}`;
}

/** Round broad-leaved crowns, as a jungle reads from afar; `trees` draws pines. */
export function jungle(next: () => number, top: number, count: number): string {
  const crowns = Array.from({ length: count }, () => ({
    x: next() * WIDTH,
    y: top + next() * (HEIGHT - top),
    r: 45 + next() * 45,
    fill: hsl(105 + next() * 35, 42, 16 + next() * 14),
  })).sort((a, b) => a.y - b.y);
  return crowns
    .map(
      ({ x, y, r, fill }) =>
        `<g fill="${fill}"><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}"/><circle cx="${(x - r * 0.8).toFixed(0)}" cy="${(y + r * 0.35).toFixed(0)}" r="${(r * 0.7).toFixed(0)}"/><circle cx="${(x + r * 0.8).toFixed(0)}" cy="${(y + r * 0.3).toFixed(0)}" r="${(r * 0.75).toFixed(0)}"/></g>`,
    )
    .join('');
}

/** A flat-topped acacia, `size` pixels tall: a forked trunk under a wide, thin umbrella of a crown. */
export function acacia(x: number, base: number, size: number): string {
  const crownY = base - size * 0.8;
  const fork = base - size * 0.38;
  const limbs = [-0.42, -0.15, 0.2, 0.45]
    .map((k) => `M${x} ${fork} Q ${x + k * size * 0.3} ${fork - size * 0.25}, ${x + k * size} ${crownY + size * 0.02}`)
    .join(' ');
  const trunk = `<path d="M${x - size * 0.02} ${base} L ${x} ${fork} ${limbs}" stroke="${hsl(25, 30, 16)}" stroke-width="${(size * 0.04).toFixed(1)}" fill="none" stroke-linecap="round"/>`;
  const puffs: [number, number, number, number][] = [
    [0, 0, 0.6, 0.08],
    [-0.28, -0.04, 0.32, 0.07],
    [0.26, -0.05, 0.36, 0.07],
    [0.02, -0.08, 0.3, 0.06],
  ];
  const crown = puffs
    .map(
      ([dx, dy, rx, ry]) =>
        `<ellipse cx="${(x + dx * size).toFixed(0)}" cy="${(crownY + dy * size).toFixed(0)}" rx="${(rx * size).toFixed(0)}" ry="${(ry * size).toFixed(0)}"/>`,
    )
    .join('');
  return `${trunk}<g fill="${hsl(85, 28, 20)}">${crown}</g>`;
}

/** Golden grass from the horizon down, with tufts that grow as they come near. */
export function grassPlain(next: () => number, horizon: number, hue: number): string {
  const bands = Array.from({ length: 8 }, (_, i) =>
    rect(0, horizon + i * i * 5, WIDTH, HEIGHT, hsl(hue, 64 - i, 68 - i * 2.5)),
  ).join('');
  const tufts = Array.from({ length: 90 }, () => {
    const x = next() * WIDTH;
    const depth = next();
    const y = horizon + 40 + depth * depth * (HEIGHT - horizon);
    const h = 8 + depth * 30;
    return `<path d="M${(x - h * 0.4).toFixed(0)} ${(y - h).toFixed(0)} L ${x.toFixed(0)} ${y.toFixed(0)} L ${x.toFixed(0)} ${(y - h * 1.2).toFixed(0)} M${x.toFixed(0)} ${y.toFixed(0)} L ${(x + h * 0.4).toFixed(0)} ${(y - h).toFixed(0)}"/>`;
  }).join('');
  return `${bands}<g stroke="${hsl(hue - 6, 60, 36)}" stroke-width="3" fill="none" stroke-linecap="round">${tufts}</g>`;
}

/** A far, hazy hill standing alone on the plain, a kopje or a crater rim. */
export function distantHill(x: number, horizon: number, width: number, height: number): string {
  return `<path d="M${x - width / 2} ${horizon} C ${x - width * 0.3} ${horizon - height}, ${x + width * 0.2} ${horizon - height * 1.05}, ${x + width / 2} ${horizon} Z" fill="${hsl(220, 18, 66)}"/>`;
}

/** An iceberg at the waterline: a sunlit face, a shaded flank and a faint reflection on the sea. */
export function iceberg(next: () => number, x: number, waterline: number, width: number, hue: number): string {
  const tabular = next() > 0.5;
  // Flat-topped bergs calve from ice shelves and are long and low; the others are broken and steep.
  const height = width * (tabular ? 0.22 + next() * 0.1 : 0.4 + next() * 0.2);
  const top: [number, number][] = tabular
    ? [
        [x - width * 0.44, waterline - height * (0.86 + next() * 0.1)],
        [x - width * 0.15, waterline - height],
        [x + width * 0.2, waterline - height * (0.9 + next() * 0.1)],
        [x + width * 0.4, waterline - height * (0.85 + next() * 0.1)],
      ]
    : [
        [x - width * 0.32, waterline - height * (0.35 + next() * 0.2)],
        [x - width * 0.1, waterline - height],
        [x + width * 0.08, waterline - height * (0.6 + next() * 0.15)],
        [x + width * 0.28, waterline - height * (0.65 + next() * 0.2)],
      ];
  const outline: [number, number][] = [[x - width / 2, waterline], ...top, [x + width / 2, waterline]];
  const turn = tabular ? top.length - 1 : 1;
  const [tx, ty] = top[turn] ?? [x, waterline - height];
  const shade: [number, number][] = [
    [tx, ty],
    ...top.slice(turn + 1),
    [x + width / 2, waterline],
    [tx + width * 0.1, waterline],
  ];
  const reflection = outline.map(([px, py]): [number, number] => [px, waterline + (waterline - py) * 0.35]);
  return (
    polygon(reflection, hsl(hue, 30, 90), ' opacity="0.15"') +
    polygon(outline, hsl(hue, 30, 96)) +
    polygon(shade, hsl(hue, 40, 78)) +
    rect(x - width * 0.5, waterline - 2, width, 4, hsl(hue, 30, 85))
  );
}

/** Snowy peaks in flat light, a sunlit face and a shaded one each; a lower `light` sets a row further back. */
export function snowPeaks(next: () => number, base: number, height: number, count: number, light: number): string {
  return Array.from({ length: count }, (_, i) => {
    const x = ((i + next()) / count) * WIDTH;
    const h = height * (0.55 + next() * 0.45);
    const half = h * (0.9 + next() * 0.6);
    const apex: [number, number] = [x, base - h];
    return (
      polygon([[x - half, base + 40], apex, [x + half, base + 40]], hsl(210, 25, light)) +
      polygon([apex, [x + half, base + 40], [x + half * 0.15, base + 40]], hsl(215, 28, light - 16))
    );
  }).join('');
}

/** A polar sea: dark, still, with a few streaks of light. */
export function darkSea(next: () => number, top: number, hue: number): string {
  const streaks = Array.from({ length: 14 }, () => {
    const y = top + 10 + next() * (HEIGHT - top);
    const x = next() * WIDTH;
    return rect(x, y, 60 + next() * 160, 3, hsl(hue, 40, 60));
  }).join('');
  return `${rect(0, top, WIDTH, HEIGHT - top, hsl(hue, 40, 18))}<g opacity="0.35">${streaks}</g>`;
}

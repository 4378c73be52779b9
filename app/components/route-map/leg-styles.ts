import type { TransportType } from '#domain/trip-scales.ts';

/**
 * How the map draws a leg, by its main means of transport: the line's pattern carries the meaning,
 * its colour only repeats it (WCAG 1.4.1), and the legend under the map names every pattern used.
 */
export type LegStyle = 'road' | 'rail' | 'water-air' | 'active' | 'other';

export const legStyleOf = (transport: TransportType | null): LegStyle => {
  switch (transport) {
    case 'car':
    case 'bus':
    case 'taxi':
    case 'motorcycle':
      return 'road';
    case 'train':
      return 'rail';
    case 'plane':
    case 'ship':
      return 'water-air';
    case 'bicycle':
    case 'foot':
      return 'active';
    default:
      return 'other';
  }
};

/** Stroke colour and SVG dash pattern of each style, for the map's lines and the legend's samples. */
export const legStyles: Record<LegStyle, { color: string; dashArray?: string }> = {
  road: { color: '#0f766e' },
  rail: { color: '#6d28d9', dashArray: '10 6' },
  'water-air': { color: '#1d4ed8', dashArray: '1 7' },
  active: { color: '#b45309', dashArray: '10 5 1 5' },
  other: { color: '#475569', dashArray: '4 4' },
};

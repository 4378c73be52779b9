import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import map from './world-map.json' with { type: 'json' };
import { WorldMap } from './world-map.tsx';

describe('WorldMap', () => {
  it('shades exactly the countries given, as one image with its label', () => {
    const html = renderToString(<WorldMap codes={['PT', 'MT', 'JP']} label="Map of the 3 countries Ana has visited" />);
    expect(html).toMatch(/^<svg role="img" aria-label="Map of the 3 countries Ana has visited"/);
    const shaded = new Set([...html.matchAll(/data-country="([A-Z]{2})"/g)].map(([, code]) => code));
    expect([...shaded].sort()).toEqual(['JP', 'MT', 'PT']);
    expect(html).toContain('<circle data-country="MT"');
    const land = /<path d="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(land).not.toContain(map.countries.PT.d);
    expect(land).toContain(map.countries.ES.d);
  });
});

import { describe, expect, it } from 'vitest';
import { getT } from '#locales/i18n.ts';
import type { RouteTotal, TripLeg } from './geo.ts';
import { legText, totalText } from './route-words.ts';

const say = (locale: 'en' | 'de') => {
  const t = getT(locale);
  return (key: string, values: Record<string, string | number>) => t(key, values);
};

const leg = (km: number | null, routed: TripLeg['routed'] = null): TripLeg => ({
  from: 0,
  to: 1,
  km,
  transports: ['car'],
  transport: 'car',
  routed,
});
const way = (km: number, profile: 'driving' | 'cycling' | 'walking') => ({
  km,
  profile,
  points: [
    [0, 0],
    [1, 1],
  ] as [number, number][],
});

describe('legText', () => {
  it('says the distance along the route by its profile, else as the crow flies, else why it is unknown', () => {
    const [en, de] = [say('en'), say('de')];
    expect(legText(leg(274.4, way(412.2, 'driving')), 'Porto', 'en', en)).toBe('412 km by road to Porto');
    expect(legText(leg(3.1, way(4.25, 'walking')), 'Porto', 'de', de)).toBe('4,3 km zu Fuß bis Porto');
    expect(legText(leg(40, way(51, 'cycling')), 'Braga', 'en', en)).toBe('51 km by bike to Braga');
    expect(legText(leg(274.4), 'Porto', 'en', en)).toBe('≈ 274 km as the crow flies to Porto');
    expect(legText(leg(null), 'Porto', 'en', en)).toBe('To Porto: distance unknown, a station has no place on the map');
  });
});

describe('totalText', () => {
  const total = (km: number, known: number, routed: number, legs: number): RouteTotal => ({ km, known, routed, legs });

  it('claims roads and paths only for what was routed, and says over how many legs it counts', () => {
    const en = say('en');
    expect(totalText(total(0, 0, 0, 2), 'en', en)).toBeNull();
    expect(totalText(total(500, 2, 0, 2), 'en', en)).toBe('≈ 500 km as the crow flies');
    expect(totalText(total(500, 2, 2, 2), 'en', en)).toBe('500 km along roads and paths');
    expect(totalText(total(500, 2, 2, 3), 'en', en)).toBe(
      '500 km along roads and paths over 2 of 3 legs; the others have a station without a place on the map',
    );
    expect(totalText(total(500, 3, 1, 3), 'en', en)).toBe(
      '≈ 500 km: 1 of 3 legs along roads and paths, the rest as the crow flies',
    );
    expect(totalText(total(500, 3, 2, 4), 'de', say('de'))).toBe(
      '≈ 500 km über 3 von 4 Etappen, 2 davon über Straßen und Wege und der Rest Luftlinie; bei den übrigen fehlt einer Station der Ort auf der Karte',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.ts';

describe('foldText', () => {
  it.each([
    ['München', 'munchen'],
    ['MUNCHEN', 'munchen'],
    ['  Köln ', 'koln'],
    ['Saint-Étienne', 'saint etienne'],
    ['St. Gallen', 'st gallen'],
    ['New   York', 'new york'],
    ["L'Aquila", 'laquila'],
    ['Łódź', 'lodz'],
    ['Tromsø', 'tromso'],
    ['Großenhain', 'grossenhain'],
    ['İzmir', 'izmir'],
    ['Hồ Chí Minh', 'ho chi minh'],
    ['Москва', 'москва'],
    ['!!!', ''],
  ])('%s -> %s', (text, expected) => {
    expect(foldText(text)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { type FixedNavState, nextFixedNavState, pathHasFixedNav } from './fixed-nav.ts';

const hidden = (lastY: number): FixedNavState => ({ visible: false, lastY });
const shown = (lastY: number): FixedNavState => ({ visible: true, lastY });

describe('nextFixedNavState', () => {
  it.each([
    ['stays hidden while scrolling down', hidden(100), 400, hidden(400)],
    ['stays hidden after a small upward move', hidden(400), 390, hidden(400)],
    ['shows after an upward move of more than 10 px', hidden(400), 389, shown(389)],
    ['adds up small upward steps from the lowest point', hidden(400), 385, shown(385)],
    ['does not show within the top 50 px', hidden(70), 50, hidden(50)],
    ['needs more than 10 px up just below 50 px too', hidden(60), 51, hidden(60)],
    ['shows at 51 px after a long enough move up', hidden(80), 51, shown(51)],
    ['stays shown while scrolling up', shown(300), 200, shown(200)],
    ['stays shown after a downward move of 2 px', shown(300), 302, shown(300)],
    ['hides after a downward move of more than 2 px', shown(300), 303, hidden(303)],
    ['measures the downward move from the highest point', shown(300), 301, shown(300)],
    ['hides when back within the top 50 px', shown(120), 50, hidden(50)],
    ['hides at the very top', shown(60), 0, hidden(0)],
    ['handles overscroll above the page', hidden(0), -20, hidden(-20)],
  ])('%s', (_, prev, y, expected) => {
    expect(nextFixedNavState(prev, y)).toEqual(expected);
  });

  it('follows a scroll session step by step', () => {
    let state = hidden(0);
    const seen = [0, 200, 600, 595, 589, 588, 590, 591, 40].map((y) => {
      state = nextFixedNavState(state, y);
      return state.visible;
    });
    expect(seen).toEqual([false, false, false, false, true, true, true, false, false]);
  });
});

describe('pathHasFixedNav', () => {
  it.each([
    ['/', true],
    ['/de', true],
    ['/about', true],
    ['/de/magazine/travel', true],
    ['/searching', true],
    ['/tripoftheday', true],
    ['/search', false],
    ['/de/search', false],
    ['/trips', false],
    ['/trips/abc123', false],
    ['/trips/create', false],
    ['/de/trips/abc123/edit', false],
  ])('%s → %s', (path, expected) => {
    expect(pathHasFixedNav(path)).toBe(expected);
  });
});

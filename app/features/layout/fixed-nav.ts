import { stripLocale } from '#domain/locale.ts';
import { FIXED_NAV } from '#domain/site.ts';

export type FixedNavState = { visible: boolean; lastY: number };

/**
 * The fixed copy of the navigation after a scroll event at `y`. `lastY` is the turning point the
 * next move is measured from: the lowest point while hidden, the highest while shown, so slow
 * scrolling in small steps adds up.
 */
export function nextFixedNavState(prev: FixedNavState, y: number): FixedNavState {
  if (y <= FIXED_NAV.minScrollY) return { visible: false, lastY: y };
  if (prev.visible) {
    if (y - prev.lastY > FIXED_NAV.hideAfterDownPx) return { visible: false, lastY: y };
    return { visible: true, lastY: Math.min(prev.lastY, y) };
  }
  if (prev.lastY - y > FIXED_NAV.showAfterUpPx) return { visible: true, lastY: y };
  return { visible: false, lastY: Math.max(prev.lastY, y) };
}

/** Trip and search pages have their own sticky tools and never get the fixed copy. */
export function pathHasFixedNav(pathname: string): boolean {
  const path = stripLocale(pathname);
  return !['/search', '/trips'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Shows and hides the fixed navigation as the reader scrolls, at most once per animation frame.
 * Plain DOM, so pages served without React (ADR 0018) get it too; the look follows `data-visible`.
 */
export function bindFixedNav(element: HTMLElement): () => void {
  let state: FixedNavState = { visible: false, lastY: window.scrollY };
  let frame = 0;
  const show = (visible: boolean) => {
    element.dataset.visible = String(visible);
    element.setAttribute('aria-hidden', String(!visible));
    element.inert = !visible;
  };
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const next = nextFixedNavState(state, window.scrollY);
      if (next.visible !== state.visible) show(next.visible);
      state = next;
    });
  };
  show(false);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    cancelAnimationFrame(frame);
  };
}

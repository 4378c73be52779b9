import { useEffect, useState } from 'react';
import { nextFixedNavState } from './fixed-nav.ts';

/** Whether the fixed navigation shows; at most one state update per animation frame. */
export function useFixedNavVisible(enabled: boolean): boolean {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(false);
    if (!enabled) return;
    let state = { visible: false, lastY: window.scrollY };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        state = nextFixedNavState(state, window.scrollY);
        setVisible(state.visible);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [enabled]);

  return visible;
}

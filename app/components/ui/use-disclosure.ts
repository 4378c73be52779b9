import { type FocusEvent, useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * The WAI-ARIA disclosure pattern for navigation menus: a button toggles a panel of links.
 * Escape closes and hands focus back to the button; a click outside or tabbing away closes.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return {
    open,
    close,
    rootProps: {
      ref: rootRef,
      // Only a focus move to a known element counts: Safari does not focus clicked links,
      // and closing on that blur would swallow the click.
      onBlur: (event: FocusEvent) => {
        const next = event.relatedTarget;
        if (next && !rootRef.current?.contains(next)) setOpen(false);
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}

import { useCallback, useId } from 'react';
import { enhance } from '#app/lib/enhance.ts';
import { bindDisclosure } from './disclosure.ts';

/**
 * A disclosure (see disclosure.ts) in React: spread the props on the root, its button and its
 * panel. The open state lives in the DOM (`aria-expanded`, `hidden`), so style the open look with
 * `group-aria-expanded:` on a button with `group`.
 */
export function useDisclosure() {
  const panelId = useId();
  const ref = useCallback((root: HTMLDivElement | null) => (root ? bindDisclosure(root) : undefined), []);
  return {
    rootProps: { ref, ...enhance('disclosure') },
    buttonProps: { type: 'button' as const, 'aria-expanded': false, 'aria-controls': panelId },
    panelProps: { id: panelId, hidden: true },
  };
}

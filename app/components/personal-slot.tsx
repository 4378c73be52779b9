import type { ReactNode } from 'react';
import { slotEndAttribute, slotStartAttribute } from '#domain/page-slots.ts';

/**
 * A part of a page that differs per reader. A signed-in reader gets the page everyone shares,
 * from the page cache, with the parts between these inert templates rendered for them (ADR 0039).
 */
export function PersonalSlot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <template {...{ [slotStartAttribute]: name }} />
      {children}
      <template {...{ [slotEndAttribute]: name }} />
    </>
  );
}

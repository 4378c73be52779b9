import type { ReactNode } from 'react';
import { ChevronDownIcon } from './icons.tsx';
import { useDisclosure } from './use-disclosure.ts';

type DropdownProps = {
  /** The button's content; give it visible text or an `sr-only` text. */
  trigger: ReactNode;
  /** The links, each in an `li`; following one closes the panel. */
  children: ReactNode;
};

/** A disclosure dropdown of links (not role=menu): the links stay in the normal Tab order. */
export function Dropdown({ trigger, children }: DropdownProps) {
  const { rootProps, buttonProps, panelProps } = useDisclosure();
  return (
    <div {...rootProps} className="relative">
      <button
        {...buttonProps}
        className="group flex items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-teal-800"
      >
        {trigger}
        <ChevronDownIcon className="size-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      <ul
        {...panelProps}
        className="absolute right-0 z-50 mt-2 min-w-48 rounded-lg border border-slate-200 bg-white py-1.5 shadow-lg"
      >
        {children}
      </ul>
    </div>
  );
}

/** Classes for a link inside a `Dropdown`. */
export const dropdownLinkClass =
  'block px-4 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-teal-800 aria-[current=page]:font-semibold aria-[current=page]:text-teal-800';

import type { ReactNode } from 'react';
import { Pagination } from './pagination.tsx';

/**
 * A page that lists things a page at a time (Trips, My Trips, Saved Trips): its heading with an
 * optional action beside it, an intro, the list or, when there is nothing, `empty`, and the pages.
 */
export function ListPage({
  title,
  intro,
  action,
  empty,
  children,
  pages,
  wide = true,
}: {
  title: string;
  intro: string;
  action?: ReactNode;
  /** Shown instead of `children` when the list has nothing. */
  empty: ReactNode | null;
  children: ReactNode;
  pages: { page: number; pages: number; path: string; previous: string; next: string };
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto w-full ${wide ? 'max-w-6xl' : 'max-w-4xl'} px-4 py-10 sm:px-6 sm:py-14`}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {action}
      </div>
      <p className="mt-2 text-lg text-slate-700">{intro}</p>
      {empty ?? children}
      <Pagination {...pages} />
    </div>
  );
}

/** The editor's inputs and small buttons, with the site's visible focus. */
export const fieldClass =
  'mt-1 rounded-lg border border-slate-400 px-3 py-2 text-base font-normal text-slate-900 outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700';

export const smallButton =
  'rounded-lg border border-slate-400 px-3 py-1.5 text-sm font-semibold outline-offset-2 hover:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-60';

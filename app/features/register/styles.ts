/** Shared class lists of the registration pages. */

export const page = 'mx-auto w-full max-w-xl px-4 py-12 sm:px-6 sm:py-16';

export const heading = 'text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl';

export const card = 'mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8';

export const textLink =
  'font-medium text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900 hover:decoration-teal-900';

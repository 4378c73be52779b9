/** Shared class lists, so every static page draws links and buttons alike. */

export const textLink =
  'font-medium text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900 hover:decoration-teal-900';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-full px-6 py-3 text-center font-semibold transition-colors';

export const primaryButton = `${button} bg-teal-700 text-white hover:bg-teal-800`;

export const secondaryButton = `${button} border border-teal-700 bg-white text-teal-800 hover:bg-teal-50`;

/**
 * The narrow reading column of every static page. Long German compounds such as
 * "Verbraucherstreitbeilegung" are wider than a 320 px phone: hyphenate, else break.
 */
export const column = 'mx-auto w-full max-w-3xl px-4 hyphens-auto wrap-break-word sm:px-6';

/** Pill buttons for actions on a trip: the main one solid, the others outlined, deletion in red. */
export const actionButton =
  'inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-60';
export const outlineButton = `${actionButton} border border-teal-700 text-teal-800 hover:bg-teal-50`;
export const solidButton = `${actionButton} bg-teal-700 text-white hover:bg-teal-800`;
export const dangerButton = `${actionButton} border border-red-700 text-red-800 hover:bg-red-50`;

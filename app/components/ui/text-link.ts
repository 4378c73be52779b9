/** A link in running text or a list of links: underlined, with a visible focus ring. */
export const textLink =
  'font-medium text-teal-800 underline underline-offset-2 hover:text-teal-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

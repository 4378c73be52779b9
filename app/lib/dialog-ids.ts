/**
 * Ids of dialogs that one feature renders and another opens (features never import each other):
 * the opener names its dialog in `aria-controls` (components/ui/dialog-opener.ts).
 */
export const dialogIds = {
  /** The cookie settings, in every page's chrome (features/cookie-consent), opened from the footer. */
  cookieSettings: 'cookie-settings',
  /** The newsletter's sign-up, in every page's footer (components/newsletter), also opened from the magazine. */
  newsletter: 'newsletter-signup',
} as const;

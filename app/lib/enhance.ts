/**
 * The behaviours that pages served without React (ADR 0018) attach to the server's HTML, each by
 * the element's `data-enhance` name; app/entry.static.ts binds them.
 */
export type Behaviour =
  | 'disclosure'
  | 'tabs'
  | 'route-map'
  | 'locale-choice'
  | 'count-view'
  | 'fixed-nav'
  | 'carousel'
  | 'captcha'
  | 'cookie-consent'
  | 'dialog-opener'
  | 'newsletter-open'
  | 'newsletter-dialog'
  | 'live-search'
  | 'search-map'
  | 'share'
  | 'keep-trip'
  | 'kept-trips';

export const enhance = (behaviour: Behaviour) => ({ 'data-enhance': behaviour });

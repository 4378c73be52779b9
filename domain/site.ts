/** The networks the top bar and footer may link to; the addresses are the operator's settings (SOCIAL_*_URL). */
export const socialNetworks = [
  { id: 'instagram', label: 'Instagram' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'pinterest', label: 'Pinterest' },
] as const;
export type SocialNetwork = (typeof socialNetworks)[number]['id'];

export const COPYRIGHT_YEAR = 2020;

export const ALERT_HIDE_MS = { success: 3000, info: 3000, error: 3500 } as const;

export const PROGRESS_BAR = { heightPx: 2, throttleMs: 200, durationMs: 5000 } as const;

export const FIXED_NAV = { minScrollY: 50, showAfterUpPx: 10, hideAfterDownPx: 2 } as const;

export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** Blog categories of the spec; the marketing one is private. */
export const blogCategories = [
  { text: 'ITINERA-NEWS', value: 'itineraNews', url: 'itinera-news' },
  { text: 'MARKETING', value: 'marketing', url: 'marketing', private: true },
  { text: 'CULTURE', value: 'culture', url: 'culture' },
  { text: 'TIPS & TRICKS', value: 'tipsAndTricks', url: 'tips-tricks' },
  { text: 'ITINERARIES', value: 'itineraries', url: 'itineraries' },
  { text: 'TRAVEL', value: 'travel', url: 'travel' },
] as const;

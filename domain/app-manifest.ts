import { type Locale, localizePath } from './locale.ts';

/**
 * The brand's teal (Tailwind's teal-700, the square of public/favicon.svg): the browser's bar
 * (`<meta name="theme-color">`), the installed app's title bar and the maskable icon's background.
 * Defined once here because the document head and the server's manifest and icons both need it.
 */
export const THEME_COLOR = '#0f766e';

/** The page's own background (`bg-white` on the body): the splash screen an installed app opens on. */
export const BACKGROUND_COLOR = '#ffffff';

/** The manifest of a language (ADR 0075): its strings and start page are that language's. */
export const manifestPath = (locale: Locale) => localizePath('/manifest.webmanifest', locale);

/**
 * How an icon is drawn from the favicon: `any` as it is (transparent outside its rounded square),
 * `maskable` on a full-bleed background with the mark inside the central 80 % that every mask
 * keeps, `opaque` full-bleed at full size (iOS fills transparent corners with black).
 */
export type IconStyle = 'any' | 'maskable' | 'opaque';

/** Every icon the server draws, by its address; the manifest names those of purpose `any` and `maskable`. */
export const appIcons = {
  '/icons/icon-192.png': { size: 192, style: 'any' },
  '/icons/icon-512.png': { size: 512, style: 'any' },
  '/icons/maskable-512.png': { size: 512, style: 'maskable' },
  '/icons/apple-touch-icon.png': { size: 180, style: 'opaque' },
} as const satisfies Record<string, { size: number; style: IconStyle }>;

export type AppIconPath = keyof typeof appIcons;

/** The icon iOS puts on the home screen; it reads `<link rel="apple-touch-icon">`, not the manifest. */
export const APPLE_TOUCH_ICON: AppIconPath = '/icons/apple-touch-icon.png';

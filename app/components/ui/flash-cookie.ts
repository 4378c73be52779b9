import { readCookie } from '#domain/locale.ts';
import type { AlertVariant } from './alert-bar.tsx';

/**
 * The server leaves an alert for the next page in this cookie (Path=/, readable by scripts):
 * URI-encoded JSON `{"variant":"success"|"error"|"info","key"?:"alerts.success"}`, where `key`
 * is a translation key of the `common` namespace or, prefixed, of another one (`account:deleted`).
 */
export const FLASH_COOKIE = 'flash';

export type Flash = { variant: AlertVariant; key?: string };

const variants: readonly string[] = ['success', 'error', 'info'] satisfies AlertVariant[];
const translationKey = /^([a-z][a-z-]*:)?[A-Za-z][\w-]*(\.[A-Za-z][\w-]*)*$/;

/** Reads the flash out of a `document.cookie` string; anything malformed counts as no flash. */
export function parseFlashCookie(cookies: string): Flash | null {
  try {
    const raw = readCookie(cookies, FLASH_COOKIE);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { variant, key } = value as Record<string, unknown>;
    if (typeof variant !== 'string' || !variants.includes(variant)) return null;
    if (key === undefined) return { variant: variant as AlertVariant };
    return typeof key === 'string' && translationKey.test(key) ? { variant: variant as AlertVariant, key } : null;
  } catch {
    return null;
  }
}

/** Expires the flash so it shows once. */
export const clearFlashCookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;

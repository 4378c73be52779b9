import { type Locale, localizePath } from '#domain/locale.ts';
import { safeRelay } from '#domain/schemas/account.ts';

/** Where a successful sign-in goes: a safe relay as given, else the home page in the page's language. */
export function relayTarget(relay: string | null | undefined, locale: Locale): string {
  const checked = safeRelay(relay);
  return checked === '/' ? localizePath('/', locale) : checked;
}

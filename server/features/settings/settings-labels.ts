import type { Locale } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';

/** Field names as the settings page shows them, so page and API errors read alike. */
export function settingsLabels(locale: Locale): Record<string, string> {
  const t = getT(locale);
  return Object.fromEntries(
    ['currentPassword', 'newPassword', 'newEmail', 'password', 'locale', 'confirm'].map((field) => [
      field,
      t(`account-settings:fields.${field}`),
    ]),
  );
}

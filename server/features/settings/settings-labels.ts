import type { Locale } from '#domain/locale.ts';
import { fieldLabels } from '../../i18n.ts';

/** Field names as the settings page shows them, so page and API errors read alike. */
export const settingsLabels = (locale: Locale) =>
  fieldLabels(locale, 'account-settings:fields', [
    'currentPassword',
    'newPassword',
    'newEmail',
    'password',
    'locale',
    'confirm',
    'code',
    'name',
    'response',
  ]);

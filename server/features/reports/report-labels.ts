import type { Locale } from '#domain/locale.ts';
import { getT } from '#locales/i18n.ts';

/** The fields of a report as the form names them, for the API's refusals too. */
export function reportLabels(locale: Locale): Record<string, string> {
  const t = getT(locale);
  return { reason: t('trip-page:report.reasonField'), comment: t('trip-page:report.commentField') };
}

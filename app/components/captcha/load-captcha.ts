import type { Locale } from '#domain/locale.ts';

let loading: Promise<void> | undefined;

/**
 * Loads the ALTCHA widget (ADR 0041) the first time a form with a captcha is opened, so pages
 * without such a form never pay for it: the CSP-friendly build, its stylesheet, the worker for
 * our algorithm, and the German texts. The `<altcha-widget>` elements already in the page upgrade.
 */
export function loadCaptcha(locale: Locale): Promise<void> {
  loading ??= (async () => {
    await Promise.all([import('altcha/external'), import('altcha/altcha.css')]);
    const { default: Pbkdf2Worker } = await import('altcha/workers/pbkdf2?worker');
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
    if (locale === 'de') await import('altcha/i18n/de');
  })();
  return loading;
}

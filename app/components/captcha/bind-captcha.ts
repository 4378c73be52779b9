import { isLocale } from '#domain/locale.ts';
import { loadCaptcha } from './load-captcha.ts';

/**
 * The `captcha` behaviour (ADR 0018) of an element holding a `<CaptchaField>`: loads the widget in
 * the field's language, so the captcha works on pages served without React as with it.
 */
export function bindCaptcha(element: HTMLElement): Promise<void> {
  const language = element.querySelector('altcha-widget')?.getAttribute('language');
  return loadCaptcha(isLocale(language) ? language : 'en');
}

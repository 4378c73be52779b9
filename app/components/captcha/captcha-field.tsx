import type {} from 'altcha/types/react';
import type { Locale } from '#domain/locale.ts';

/** The form field the widget fills with its response; the server reads the same name. */
export const captchaFieldName = 'altcha';

/**
 * The captcha of a form: ALTCHA's widget, which works out its proof of work when the reader
 * reaches it and then puts the response in the hidden `altcha` field. Works on pages served without
 * React too, once app/components/captcha/load-captcha.ts has run.
 */
export function CaptchaField({ locale, id }: { locale: Locale; id?: string }) {
  return (
    <altcha-widget
      id={id}
      challenge="/api/captcha/challenge"
      name={captchaFieldName}
      language={locale}
      auto="onfocus"
      suppressHydrationWarning
    />
  );
}

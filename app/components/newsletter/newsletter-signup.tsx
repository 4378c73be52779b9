import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogIds } from '#app/lib/dialog-ids.ts';
import { enhance } from '#app/lib/enhance.ts';
import { type Locale, localizePath } from '#domain/locale.ts';
import { accountLimits } from '#domain/schemas/account.ts';
import { CaptchaField } from '../captcha/captcha-field.tsx';
import { bindNewsletterDialog, bindNewsletterOpener } from './newsletter-dialog.ts';

const ids = {
  title: `${dialogIds.newsletter}-title`,
  email: `${dialogIds.newsletter}-email`,
  consent: `${dialogIds.newsletter}-consent`,
  honeypot: `${dialogIds.newsletter}-check`,
  captcha: `${dialogIds.newsletter}-captcha`,
};
const errorId = (id: string) => `${id}-error`;

const buttonBase =
  'inline-flex items-center justify-center rounded-full px-5 py-2.5 font-semibold outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700';
export const newsletterButtonClass = {
  primary: `${buttonBase} bg-teal-700 text-white hover:bg-teal-800`,
  secondary: `${buttonBase} border border-teal-700 text-teal-800 hover:bg-teal-50`,
};

/** Where the error of `field` shows; the control names it in `aria-describedby`. */
function FieldError({ id, field }: { id: string; field: string }) {
  return <p id={errorId(id)} data-error-for={field} hidden className="mt-1.5 text-sm font-medium text-red-700" />;
}

/** A button anywhere on a page that opens the sign-up (which the footer holds). */
export function NewsletterButton({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => (ref.current ? bindNewsletterOpener(ref.current) : undefined), []);
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-controls={dialogIds.newsletter}
      {...enhance('newsletter-open')}
      className={className}
    >
      {children}
    </button>
  );
}

/**
 * The sign-up modal: e-mail, consent, the captcha and a honeypot (spec 5 and 7). The honeypot is
 * `hidden`, so neither people, screen readers nor the browser's autofill touch it; bots reading
 * the HTML do. The page's language goes with the form and decides the mails'.
 */
export function NewsletterDialog({ locale }: { locale: Locale }) {
  const { t } = useTranslation('newsletter');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => (ref.current ? bindNewsletterDialog(ref.current) : undefined), []);
  return (
    <dialog
      ref={ref}
      id={dialogIds.newsletter}
      aria-labelledby={ids.title}
      {...enhance('newsletter-dialog')}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={ids.title} className="text-xl font-bold tracking-tight">
          {t('form.title')}
        </h2>
        <button
          type="button"
          data-dialog-close
          aria-label={t('form.close')}
          className="-m-2 rounded-full p-2 text-2xl leading-none text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="mt-2 text-slate-700">{t('form.intro')}</p>
      <form
        method="post"
        noValidate
        data-success={localizePath('/registration-newsletter', locale)}
        data-not-saved={t('errors.notSaved')}
        className="mt-4 space-y-4"
      >
        <p
          data-form-message
          role="alert"
          hidden
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        />
        <input type="hidden" name="locale" value={locale} />
        <div>
          <label htmlFor={ids.email} className="block text-sm font-semibold text-slate-800">
            {t('form.email')}
          </label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={accountLimits.emailMax}
            aria-describedby={errorId(ids.email)}
            className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm aria-invalid:border-red-700 focus:border-teal-700"
          />
          <FieldError id={ids.email} field="email" />
        </div>
        <div>
          <div className="flex items-start gap-3">
            <input
              id={ids.consent}
              name="consent"
              type="checkbox"
              required
              aria-describedby={errorId(ids.consent)}
              className="mt-1 size-4 shrink-0 rounded border-slate-400 accent-teal-700"
            />
            <label htmlFor={ids.consent} className="text-sm text-slate-800">
              {t('form.consent')}{' '}
              <a href={localizePath('/privacy-policy', locale)} className="font-medium text-teal-800 underline">
                {t('form.privacy')}
              </a>
            </label>
          </div>
          <FieldError id={ids.consent} field="consent" />
        </div>
        <div hidden>
          <label htmlFor={ids.honeypot}>{t('form.honeypot')}</label>
          <input id={ids.honeypot} name="email_address_check" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <fieldset aria-describedby={errorId(ids.captcha)}>
          <legend className="text-sm font-semibold text-slate-800">{t('form.captcha')}</legend>
          <div className="mt-1.5">
            <CaptchaField locale={locale} />
          </div>
          <FieldError id={ids.captcha} field="altcha" />
        </fieldset>
        <button type="submit" className={`${newsletterButtonClass.primary} w-full disabled:opacity-70`}>
          {t('form.submit')}
        </button>
      </form>
    </dialog>
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { bindCaptcha } from '#app/components/captcha/bind-captcha.ts';
import { CaptchaField } from '#app/components/captcha/captcha-field.tsx';
import { FormMessage, SubmitButton, TextAreaField, TextField } from '#app/components/ui/form-fields.tsx';
import { enhance } from '#app/lib/enhance.ts';
import { useLocale } from '#app/lib/locale.tsx';
import { accountLimits } from '#domain/schemas/account.ts';
import { type ContactTopic, contactFields, contactLimits, contactTopics } from '#domain/schemas/contact.ts';

export type ContactResult = {
  errors?: Record<string, string>;
  values?: Record<string, string>;
  /** About the whole form: sent too often, or the mail could not go out. */
  message?: string;
  sent?: { email: string };
};

/**
 * The contact form: a native POST to the page itself, which is served without React (ADR 0018).
 * In the response `autoFocus` puts the keyboard, and the view, on the first refused field, the
 * reason the form failed or the confirmation, with or without script.
 */
export function ContactForm({ topic, result }: { topic: ContactTopic | null; result: ContactResult | undefined }) {
  const { t } = useTranslation('contact');
  const locale = useLocale();
  const captcha = useCallback((element: HTMLElement | null) => {
    if (element) void bindCaptcha(element);
  }, []);

  if (result?.sent) {
    return (
      <section id="contact-form" aria-labelledby="contact-form-title" className="scroll-mt-24">
        <FormMessage tone="success">
          {/* biome-ignore lint/a11y/noAutofocus: after sending, the confirmation is where the reader continues. */}
          <h2 id="contact-form-title" tabIndex={-1} autoFocus className="text-lg font-semibold">
            {t('form.sentHeading')}
          </h2>
          <p className="mt-2">{t('form.sentText', { email: result.sent.email })}</p>
        </FormMessage>
      </section>
    );
  }

  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const firstRefused = contactFields.find((field) => errors[field]);
  const focus = (field: string) => field === firstRefused;
  const chosen = values.topic ?? topic ?? 'general';
  return (
    <section id="contact-form" aria-labelledby="contact-form-title" className="scroll-mt-24">
      <h2 id="contact-form-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {t('form.heading')}
      </h2>
      <p className="mt-3 text-slate-700">{t('form.intro')}</p>
      <form method="post" noValidate className="mt-6 space-y-5">
        {result?.message && (
          // biome-ignore lint/a11y/noAutofocus: after sending, the reason it failed is where the reader continues.
          <div tabIndex={-1} autoFocus>
            <FormMessage>{result.message}</FormMessage>
          </div>
        )}
        <TextField
          name="name"
          label={t('form.fields.name')}
          autoComplete="name"
          required
          maxLength={contactLimits.nameMax}
          defaultValue={values.name ?? ''}
          error={errors.name}
          autoFocus={focus('name')}
        />
        <TextField
          name="email"
          type="email"
          label={t('form.fields.email')}
          autoComplete="email"
          inputMode="email"
          required
          maxLength={accountLimits.emailMax}
          defaultValue={values.email ?? ''}
          error={errors.email}
          autoFocus={focus('email')}
        />
        <div>
          <label htmlFor="topic" className="block text-sm font-semibold text-slate-800">
            {t('form.fields.topic')}
          </label>
          <select
            id="topic"
            name="topic"
            defaultValue={chosen}
            aria-invalid={errors.topic ? true : undefined}
            aria-describedby={errors.topic ? 'topic-error' : undefined}
            // biome-ignore lint/a11y/noAutofocus: the first refused field takes the focus after sending.
            autoFocus={focus('topic')}
            className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base text-slate-900"
          >
            {contactTopics.map((id) => (
              <option key={id} value={id}>
                {t(`topics.${id}`)}
              </option>
            ))}
          </select>
          {errors.topic && (
            <p id="topic-error" className="mt-1.5 text-sm font-medium text-red-700">
              {errors.topic}
            </p>
          )}
        </div>
        <TextAreaField
          name="message"
          label={t('form.fields.message')}
          hint={t('form.messageHint', { min: contactLimits.messageMin, max: contactLimits.messageMax })}
          required
          rows={8}
          minLength={contactLimits.messageMin}
          maxLength={contactLimits.messageMax}
          defaultValue={values.message ?? ''}
          error={errors.message}
          autoFocus={focus('message')}
        />
        <div hidden>
          <label htmlFor="email_address_check">{t('form.honeypot')}</label>
          <input id="email_address_check" name="email_address_check" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <fieldset ref={captcha} {...enhance('captcha')} aria-describedby="altcha-hint">
          <legend className="text-sm font-semibold text-slate-800">{t('form.fields.altcha')}</legend>
          <p id="altcha-hint" className="mt-1 mb-2 text-sm text-slate-600">
            {t('form.captchaHint')}
          </p>
          <CaptchaField locale={locale} />
          {errors.altcha && (
            <p
              id="altcha-error"
              tabIndex={-1}
              // biome-ignore lint/a11y/noAutofocus: the first refused field takes the focus after sending.
              autoFocus={focus('altcha')}
              className="mt-1.5 text-sm font-medium text-red-700"
            >
              {errors.altcha}
            </p>
          )}
        </fieldset>
        <SubmitButton pendingLabel={t('form.pending')}>{t('form.submit')}</SubmitButton>
      </form>
      <p className="mt-6 text-slate-700">{t('form.fallback')}</p>
    </section>
  );
}

import { type ReactNode, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { type ProviderButton, ProviderButtons } from '#app/components/provider-buttons.tsx';
import { CheckboxField, FormMessage, SubmitButton, TextField } from '#app/components/ui/form-fields.tsx';
import { PasswordField } from '#app/components/ui/password-field.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { useFocusFirstError } from '#app/lib/use-focus-first-error.ts';
import { accountLimits } from '#domain/schemas/account.ts';
import type { FormFailure } from './register.server.ts';
import { card, heading, page, textLink } from './styles.ts';

/** A link in a checkbox label; it opens in a new tab so that what was typed stays in the form. */
function NewTabLink({ to, hint, children }: { to: string; hint: string; children?: ReactNode }) {
  return (
    <LocalLink to={to} target="_blank" rel="noopener" className={textLink}>
      {children}
      <span className="sr-only"> {hint}</span>
    </LocalLink>
  );
}

/**
 * The registration form of spec section 2 and 5. It works without JavaScript: the server checks
 * everything and answers with the messages and what was typed (but the password). Browser
 * validation is off so that every message comes from the server, in the page's language.
 */
export function RegisterPage({
  result,
  providers,
}: {
  result: FormFailure | undefined;
  providers: readonly ProviderButton[];
}) {
  const { t } = useTranslation('account-register');
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, result?.errors);
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};

  return (
    <div className={page}>
      <h1 className={heading}>{t('register.title')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('register.intro')}</p>

      <Form ref={form} method="post" noValidate className={`${card} space-y-6`}>
        {result?.formError && <FormMessage>{result.formError}</FormMessage>}
        <TextField
          name="displayName"
          label={t('register.displayName')}
          hint={t('register.displayNameHint')}
          error={errors.displayName}
          defaultValue={values.displayName}
          autoComplete="nickname"
          maxLength={accountLimits.displayNameMax}
          required
        />
        <TextField
          name="email"
          type="email"
          label={t('register.email')}
          error={errors.email}
          defaultValue={values.email}
          autoComplete="email"
          maxLength={accountLimits.emailMax}
          required
        />
        <PasswordField
          name="password"
          label={t('register.password')}
          hint={t('register.passwordHint', { min: accountLimits.passwordMin })}
          showLabel={t('register.showPassword')}
          error={errors.password}
          autoComplete="new-password"
          minLength={accountLimits.passwordMin}
          maxLength={accountLimits.passwordMax}
          required
        />
        <div className="space-y-4">
          <CheckboxField
            name="rememberMe"
            label={t('register.rememberMe')}
            defaultChecked={values.rememberMe === 'on'}
          />
          <CheckboxField
            name="terms"
            label={
              <Trans
                t={t}
                i18nKey="register.terms"
                components={{
                  1: <NewTabLink to="/terms-of-use" hint={t('register.newTab')} />,
                  3: <NewTabLink to="/privacy-policy" hint={t('register.newTab')} />,
                }}
              />
            }
            error={errors.terms}
            defaultChecked={values.terms === 'on'}
            required
          />
          <CheckboxField
            name="newsletter"
            label={t('register.newsletter')}
            defaultChecked={values.newsletter === 'on'}
          />
        </div>
        <SubmitButton pendingLabel={t('register.pending')}>{t('register.submit')}</SubmitButton>
      </Form>
      <ProviderButtons providers={providers} />

      <p className="mt-6 text-center text-slate-700">
        <Trans t={t} i18nKey="register.signIn" components={{ 1: <LocalLink to="/signin" className={textLink} /> }} />
      </p>
    </div>
  );
}

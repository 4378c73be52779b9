import { data, type RouterContextProvider } from 'react-router';
import { parseForm, readForm, typedValues } from '#app/lib/form.server.ts';
import { localeFromPath } from '#domain/locale.ts';
import { contactFields, contactSchema } from '#domain/schemas/contact.ts';
import { getT } from '#locales/i18n.ts';
import { CLIENT_IP_HEADER } from '#server/auth/limits.ts';
import { AppError } from '#server/errors.ts';
import { sendContactMessage } from '#server/features/contact/contact.service.ts';
import { fieldLabels } from '#server/i18n.ts';
import { requestLog } from '#server/observability/logger.ts';
import { requestContext } from '#server/request-context.ts';
import type { ContactResult } from './contact-form.tsx';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The form on /contact, through the same service as `POST /api/contact`. Every refusal comes back
 * with what was typed, so nothing is lost; a failure to send does too.
 */
export async function contactAction({ request, context }: Args) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { database, env, mailer } = context.get(requestContext);
  const formData = await readForm(request);
  const form = parseForm(contactSchema, formData, locale, fieldLabels(locale, 'contact:form.fields', contactFields));
  if (!form.ok) return data<ContactResult>({ errors: form.errors, values: form.values }, { status: 400 });

  const values = typedValues(formData);
  try {
    await sendContactMessage({ db: database.db, env, mailer }, form.data, {
      address: request.headers.get(CLIENT_IP_HEADER) ?? '',
      locale,
    });
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      const [field] = error.fields ?? [];
      const refusal = field ? { errors: { [field.field]: field.message } } : { message: error.message };
      return data<ContactResult>({ ...refusal, values }, { status: error.status, headers: error.headers });
    }
    requestLog().error({ err: error }, 'The contact form’s message was not sent');
    return data<ContactResult>({ message: getT(locale)('contact:form.failed'), values }, { status: 500 });
  }
  return data<ContactResult>({ sent: { email: form.data.email } });
}

import { isLocale } from '#domain/locale.ts';
import { loadCaptcha } from '../captcha/load-captcha.ts';

/**
 * The newsletter's sign-up modal (ADR 0041), written against the DOM so that pages served without
 * React (ADR 0018) and React's pages share it: a native modal `<dialog>` (focus kept inside,
 * Escape closes it, the page behind inert, nothing moves), and a form posted to the API.
 */

const localeOf = (form: HTMLFormElement) => {
  const value = (form.elements.namedItem('locale') as HTMLInputElement | null)?.value;
  return isLocale(value) ? value : 'en';
};

/**
 * A button that opens the dialog it names in `aria-controls`. The captcha's script loads only now,
 * so pages whose readers never subscribe never pay for it.
 */
export function bindNewsletterOpener(button: HTMLElement): () => void {
  const open = () => {
    const dialog = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!(dialog instanceof HTMLDialogElement)) return;
    if (!dialog.open) dialog.showModal();
    const form = dialog.querySelector('form');
    if (!form) return;
    void loadCaptcha(localeOf(form));
    (form.elements.namedItem('email') as HTMLInputElement | null)?.focus();
  };
  button.addEventListener('click', open);
  return () => button.removeEventListener('click', open);
}

type FieldError = { field: string; message: string };

/** Clears the errors of a previous try. */
function clearErrors(form: HTMLFormElement) {
  for (const element of form.querySelectorAll<HTMLElement>('[data-error-for], [data-form-message]')) {
    element.textContent = '';
    element.hidden = true;
  }
  for (const control of form.querySelectorAll('[aria-invalid]')) control.removeAttribute('aria-invalid');
}

/** The element that takes the focus for a field: its input, or the captcha widget's checkbox. */
function controlOf(form: HTMLFormElement, field: string): HTMLElement | null {
  if (field === 'altcha') return form.querySelector<HTMLElement>('altcha-widget input[type="checkbox"]');
  return form.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]:not([type="hidden"])`);
}

/** Each error at its field (announced with it); the rest above the form. The first field with one takes the focus. */
function showErrors(form: HTMLFormElement, fields: FieldError[], message: string) {
  const atFields = fields.filter(({ field }) => form.querySelector(`[data-error-for="${CSS.escape(field)}"]`));
  for (const { field, message: text } of atFields) {
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(field)}"]`);
    if (!slot) continue;
    slot.textContent = text;
    slot.hidden = false;
    controlOf(form, field)?.setAttribute('aria-invalid', 'true');
  }
  const [first] = atFields;
  if (first) {
    controlOf(form, first.field)?.focus();
    return;
  }
  const banner = form.querySelector<HTMLElement>('[data-form-message]');
  if (!banner) return;
  banner.textContent = message;
  banner.hidden = false;
  // A refused or spent captcha must be solved anew.
  (form.querySelector('altcha-widget') as (HTMLElement & { reset?: () => void }) | null)?.reset?.();
}

async function submit(form: HTMLFormElement) {
  const fields = new FormData(form);
  const locale = localeOf(form);
  const text = (name: string) => String(fields.get(name) ?? '');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const notSaved = form.dataset.notSaved ?? '';
  clearErrors(form);
  if (button) button.disabled = true;
  try {
    const response = await fetch(`/api/newsletter/subscriptions?language=${locale}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: text('email'),
        consent: fields.get('consent') === 'on',
        altcha: text('altcha'),
        email_address_check: text('email_address_check'),
        locale,
      }),
    });
    if (response.ok) {
      window.location.assign(form.dataset.success ?? '/');
      return;
    }
    const answer = (await response.json().catch(() => null)) as {
      error?: { message?: string; fields?: FieldError[] };
    } | null;
    showErrors(form, answer?.error?.fields ?? [], answer?.error?.message ?? notSaved);
  } catch {
    showErrors(form, [], notSaved);
  } finally {
    if (button) button.disabled = false;
  }
}

/** The dialog's form and its close button. What was typed stays when a try fails. */
export function bindNewsletterDialog(dialog: HTMLElement): () => void {
  const form = dialog.querySelector('form');
  const close = dialog.querySelector('[data-dialog-close]');
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (form) void submit(form);
  };
  const onClose = () => (dialog as HTMLDialogElement).close();
  form?.addEventListener('submit', onSubmit);
  close?.addEventListener('click', onClose);
  return () => {
    form?.removeEventListener('submit', onSubmit);
    close?.removeEventListener('click', onClose);
  };
}

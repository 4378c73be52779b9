import { type ReactNode, type RefObject, useEffect } from 'react';

export const textLink =
  'font-semibold text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900 hover:decoration-teal-900';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-full px-6 py-3 text-center font-semibold transition-colors';

export const primaryButton = `${button} bg-teal-700 text-white hover:bg-teal-800 disabled:opacity-70`;

export const secondaryButton = `${button} border border-teal-700 bg-white text-teal-800 hover:bg-teal-50 disabled:opacity-70`;

/** The narrow column every page of the sign-in flow uses: one h1, an optional intro, then content. */
export function AccountPanel({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="account-title" className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 id="account-title" className="text-3xl font-bold tracking-tight text-balance text-slate-900">
        {title}
      </h1>
      {intro && <p className="mt-4 text-lg text-slate-700">{intro}</p>}
      <div className="mt-8">{children}</div>
    </section>
  );
}

/**
 * After a response from the server, move the keyboard focus to what needs attention: the first
 * field with an error, else the form's message. Screen readers then read it out with its field.
 */
export function useFocusOnResult(form: RefObject<HTMLFormElement | null>, result: unknown) {
  useEffect(() => {
    if (!result || !form.current) return;
    const target =
      form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.current.querySelector<HTMLElement>('[data-focus-on-result]');
    target?.focus();
  }, [form, result]);
}

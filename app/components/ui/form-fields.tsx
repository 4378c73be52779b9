import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useNavigation } from 'react-router';

type LabelProps = {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

type FieldProps = LabelProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

const errorId = (name: string) => `${name}-error`;
const hintId = (name: string) => `${name}-hint`;

function describedBy(name: string, error: string | undefined, hint: ReactNode) {
  return [hint ? hintId(name) : '', error ? errorId(name) : ''].filter(Boolean).join(' ') || undefined;
}

function FieldError({ name, error }: { name: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(name)} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

const controlClass =
  'mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm aria-invalid:border-red-700 focus:border-teal-700';

type ShellProps = { id: string; label: ReactNode; error: string | undefined; hint: ReactNode; className: string };

/** Label, hint, control and error of one field; the control is announced with its error. */
function FieldShell({ id, label, error, hint, className, children }: ShellProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={hintId(id)} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      <FieldError name={id} error={error} />
    </div>
  );
}

const controlProps = (id: string, name: string, error: string | undefined, hint: ReactNode) => ({
  id,
  name,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, error, hint),
  className: controlClass,
});

/**
 * A labelled input whose error is announced with it (aria-invalid, aria-describedby). The id is
 * the name unless a page has two forms with a field of the same name.
 */
export function TextField({ name, id = name, label, error, hint, className = '', ...input }: FieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <input {...controlProps(id, name, error, hint)} {...input} />
    </FieldShell>
  );
}

type TextAreaProps = LabelProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>;

export function TextAreaField({ name, id = name, label, error, hint, className = '', ...textarea }: TextAreaProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <textarea {...controlProps(id, name, error, hint)} {...textarea} />
    </FieldShell>
  );
}

export function CheckboxField({ name, label, error, hint, className = '', ...input }: FieldProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={name}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error, hint)}
          className="mt-1 size-4 shrink-0 rounded border-slate-400 accent-teal-700"
          {...input}
        />
        <label htmlFor={name} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId(name)} className="mt-1 ml-7 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError name={name} error={error} />
    </div>
  );
}

/** The form's main button; disabled while its submission is under way so nothing is sent twice. */
export function SubmitButton({ children, pendingLabel }: { children: ReactNode; pendingLabel: ReactNode }) {
  const pending = useNavigation().state === 'submitting';
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-flex w-full items-center justify-center rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800 disabled:opacity-70"
    >
      {pending ? pendingLabel : children}
    </button>
  );
}

/** A message about the whole form (for example wrong credentials), announced at once. */
export function FormMessage({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  const colours =
    tone === 'error' ? 'border-red-300 bg-red-50 text-red-800' : 'border-teal-300 bg-teal-50 text-teal-900';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm ${colours}`}>
      {children}
    </div>
  );
}

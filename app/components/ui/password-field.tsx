import { type ComponentProps, useState } from 'react';
import { TextField } from '#app/components/ui/form-fields.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type'> & { showLabel: string };

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-4"
    >
      <path d="M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="m3 3 18 18" />}
    </svg>
  );
}

/**
 * A password input with a "show password" toggle. The toggle needs JavaScript, so it appears only
 * once the page is hydrated; without it the field is a plain password input.
 */
export function PasswordField({ showLabel, className = '', ...field }: PasswordFieldProps) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  return (
    <div className={`relative ${className}`}>
      <TextField type={shown ? 'text' : 'password'} {...field} />
      {hydrated && (
        <button
          type="button"
          aria-controls={field.id ?? field.name}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
          className="absolute top-0 right-0 inline-flex min-h-6 items-center gap-1.5 rounded px-1 text-sm font-medium text-teal-800 hover:text-teal-900"
        >
          <EyeIcon crossed={shown} />
          {showLabel}
        </button>
      )}
    </div>
  );
}

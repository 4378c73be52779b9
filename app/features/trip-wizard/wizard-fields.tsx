import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '#app/components/ui/form-fields.tsx';
import { fieldId, labelKeyOf } from './wizard-validation.ts';

/** The messages of the fields that failed the last check, by path; the steps read them here. */
export const FieldErrorsContext = createContext<ReadonlyMap<string, string>>(new Map());

type TextProps = {
  path: string;
  value: string;
  onChange: (value: string) => void;
  /** The limit from domain/schemas/trip.ts; going over it shows the spec's message at once. */
  max: number;
  label?: ReactNode;
  hint?: ReactNode;
  multiline?: boolean;
  required?: boolean;
  className?: string;
  lang?: string | undefined;
};

/** A text of the draft: labelled, its limit told live, its error from the last check. */
export function DraftText({
  path,
  value,
  onChange,
  max,
  label,
  hint,
  multiline,
  required,
  className,
  lang,
}: TextProps) {
  const { t } = useTranslation('trip-wizard');
  const checked = useContext(FieldErrorsContext).get(path);
  const error = value.length > max ? t('validation:max_length', { length: max }) : checked;
  const common = {
    id: fieldId(path),
    name: path,
    label: label ?? t(labelKeyOf(path)),
    hint,
    error,
    value,
    required,
    lang,
    className: className ?? '',
  };
  return multiline ? (
    <TextAreaField {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <TextField {...common} onChange={(event) => onChange(event.target.value)} />
  );
}

type ChoiceProps = {
  path: string;
  value: number | string;
  options: { value: number | string; label: string }[];
  onChange: (value: string) => void;
  label?: ReactNode;
};

const selectClass =
  'mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-teal-700';

/** A labelled select of the draft, its error from the last check announced with it. */
export function DraftChoice({ path, value, options, onChange, label }: ChoiceProps) {
  const { t } = useTranslation('trip-wizard');
  const checked = useContext(FieldErrorsContext).get(path);
  const id = fieldId(path);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label ?? t(labelKeyOf(path))}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
        aria-invalid={checked ? true : undefined}
        aria-describedby={checked ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {checked && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {checked}
        </p>
      )}
    </div>
  );
}

type NumberProps = {
  path: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  label?: ReactNode;
};

/** A whole number of the draft; what is not a number counts as the lowest allowed. */
export function DraftNumber({ path, value, min, max, onChange, label }: NumberProps) {
  const { t } = useTranslation('trip-wizard');
  const checked = useContext(FieldErrorsContext).get(path);
  return (
    <TextField
      id={fieldId(path)}
      name={path}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      label={label ?? t(labelKeyOf(path))}
      error={checked}
      value={value}
      onChange={(event) => {
        const parsed = Number.parseInt(event.target.value, 10);
        onChange(Number.isNaN(parsed) ? min : Math.min(max, Math.max(min, parsed)));
      }}
    />
  );
}

import { useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldErrorsContext } from './wizard-fields.tsx';
import { fieldId, labelKeyOf } from './wizard-validation.ts';

type DraftListProps = {
  path: 'tags' | 'apps';
  values: string[];
  onChange: (values: string[]) => void;
  maxItems: number;
  maxLength: number;
  hint: string;
  addLabel: string;
  removeLabel: (value: string) => string;
  fullMessage?: string;
};

/** Short entries (tags, apps): typed one at a time, Enter or the button adds, each removable. */
export function DraftList({
  path,
  values,
  onChange,
  maxItems,
  maxLength,
  hint,
  addLabel,
  removeLabel,
  fullMessage,
}: DraftListProps) {
  const { t } = useTranslation('trip-wizard');
  const [entry, setEntry] = useState('');
  const hintId = useId();
  const checked = useContext(FieldErrorsContext).get(path);
  const full = values.length >= maxItems;
  const tooLong = entry.length > maxLength;
  const error = tooLong ? t('validation:max_length', { length: maxLength }) : checked;
  const add = () => {
    const value = entry.trim();
    if (!value || tooLong || full || values.includes(value)) return;
    onChange([...values, value]);
    setEntry('');
  };
  const id = fieldId(path);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t(labelKeyOf(path))}
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {full && fullMessage ? fullMessage : hint}
      </p>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          value={entry}
          disabled={full}
          aria-describedby={error ? `${hintId} ${id}-error` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setEntry(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          className="block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base shadow-sm aria-invalid:border-red-700 focus:border-teal-700 disabled:bg-slate-100"
        />
        <button
          type="button"
          onClick={add}
          disabled={full}
          className="shrink-0 rounded-full border border-teal-700 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-50"
        >
          {addLabel}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {values.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {values.map((value) => (
            <li
              key={value}
              className="flex items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-sm text-teal-900"
            >
              {value}
              <button
                type="button"
                aria-label={removeLabel(value)}
                onClick={() => onChange(values.filter((other) => other !== value))}
                className="grid size-6 place-items-center rounded-full hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

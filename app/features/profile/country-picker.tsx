import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#app/lib/locale.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { countryOptions } from '#domain/countries.ts';

/**
 * Many countries as a fieldset of checkboxes, so it works without JavaScript and by keyboard;
 * with JavaScript a filter narrows the list. Chosen countries come first.
 */
export function CountryPicker({
  name,
  label,
  selected,
  error,
}: {
  name: string;
  label: string;
  selected: readonly string[];
  error?: string | undefined;
}) {
  const { t } = useTranslation('account-profile');
  const locale = useLocale();
  const hydrated = useHydrated();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState(() => new Set(selected));
  const options = useMemo(() => {
    const all = countryOptions(locale);
    return [
      ...all.filter((option) => selected.includes(option.code)),
      ...all.filter((o) => !selected.includes(o.code)),
    ];
  }, [locale, selected]);
  const needle = filter.trim().toLocaleLowerCase(locale);
  const errorId = `${name}-error`;

  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-slate-800">
        {label}{' '}
        <span className="font-normal text-slate-600">({t('edit.countriesSelected', { count: chosen.size })})</span>
      </legend>
      {hydrated && (
        <div className="mt-1.5">
          <label htmlFor={`${name}-filter`} className="sr-only">
            {t('edit.countriesFilter')}: {label}
          </label>
          <input
            id={`${name}-filter`}
            type="search"
            placeholder={t('edit.countriesFilter')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="block w-full rounded-lg border border-slate-400 px-3.5 py-2 text-base"
          />
        </div>
      )}
      <ul className="mt-2 grid max-h-56 grid-cols-1 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2">
        {options.map(({ code, name: country }) => (
          <li key={code} hidden={needle !== '' && !country.toLocaleLowerCase(locale).includes(needle)}>
            <label className="flex items-center gap-2 rounded px-1 py-0.5 text-sm text-slate-800 hover:bg-slate-50">
              <input
                type="checkbox"
                name={name}
                value={code}
                defaultChecked={selected.includes(code)}
                onChange={(event) =>
                  setChosen((current) => {
                    const next = new Set(current);
                    if (event.target.checked) next.add(code);
                    else next.delete(code);
                    return next;
                  })
                }
                className="size-4 accent-teal-700"
              />
              {country}
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

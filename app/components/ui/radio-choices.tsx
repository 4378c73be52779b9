/**
 * A required radio group: its legend, one labelled button per choice, `checked` chosen. The arrow
 * keys move through it; `className` lays the choices out.
 */
export function RadioChoices<T extends string | number>({
  legend,
  name,
  choices,
  checked,
  className,
}: {
  legend: string;
  name: string;
  choices: readonly { value: T; label: string }[];
  checked: T | null | undefined;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {choices.map(({ value, label }) => (
        <label key={value} className="flex min-h-11 items-center gap-1.5 text-sm text-slate-800">
          <input
            type="radio"
            name={name}
            value={value}
            required
            defaultChecked={checked === value}
            className="size-4 accent-teal-700"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#app/components/ui/form-fields.tsx';
import { currencyCodes } from '#domain/currencies.ts';
import { type CostCovers, costCovers } from '#domain/price-text.ts';
import { tripLimits } from '#domain/schemas/trip.ts';
import { DraftChoice, DraftText, FieldErrorsContext } from './wizard-fields.tsx';
import { fieldId, labelKeyOf } from './wizard-validation.ts';

type Cost = { price: string; amount: number | null; currency: string | null; covers: CostCovers };

/**
 * What the author types as an amount: "12.50" or "12,50", no grouping; empty is no amount. What is
 * not a number is NaN, which the schema refuses with the field's name ("numeric").
 */
export function amountOf(typed: string): number | null {
  const compact = typed.replace(/\s/g, '');
  if (compact === '') return null;
  return /^\d+(?:[.,]\d+)?$/.test(compact) ? Number(compact.replace(',', '.')) : Number.NaN;
}

/** The amount as typed, kept while it is not a number yet ("12," on the way to "12,50"). */
function AmountField({
  path,
  value,
  onChange,
}: {
  path: string;
  value: number | null;
  onChange: (v: number | null) => void;
}) {
  const { t } = useTranslation('trip-costs');
  const checked = useContext(FieldErrorsContext).get(path);
  const [typed, setTyped] = useState(value === null || Number.isNaN(value) ? '' : String(value));
  const shown = amountOf(typed) === value || (Number.isNaN(value) && typed !== '') ? typed : String(value ?? '');
  return (
    <TextField
      id={fieldId(path)}
      name={path}
      inputMode="decimal"
      autoComplete="off"
      label={t(labelKeyOf(path))}
      hint={t('wizard.amountHint')}
      error={checked}
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(amountOf(event.target.value));
      }}
    />
  );
}

/**
 * A stay's, a leg's or an activity's cost (ADR 0078): the amount, its currency, what it covers,
 * and the free-text note beside it (the spec's `price`).
 */
export function CostFields({
  path,
  cost,
  onChange,
}: {
  path: string;
  cost: Cost;
  onChange: (fields: Partial<Cost>) => void;
}) {
  const { t } = useTranslation('trip-costs');
  // A draft kept in the browser before costs existed has none of these fields.
  const amount = cost.amount ?? null;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">{t('wizard.legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <AmountField path={`${path}.amount`} value={amount} onChange={(amount) => onChange({ amount })} />
        <DraftChoice
          path={`${path}.currency`}
          label={t('fields.currency')}
          value={cost.currency ?? ''}
          options={[
            { value: '', label: t('wizard.noCurrency') },
            ...currencyCodes.map((code) => ({ value: code, label: code })),
          ]}
          onChange={(currency) => onChange({ currency: currency || null })}
        />
        <DraftChoice
          path={`${path}.covers`}
          label={t('fields.covers')}
          value={cost.covers ?? 'total'}
          options={costCovers.map((covers) => ({ value: covers, label: t(`covers.${covers}`) }))}
          onChange={(covers) => onChange({ covers: costCovers.find((known) => known === covers) ?? 'total' })}
        />
      </div>
      <DraftText
        path={`${path}.price`}
        label={t('fields.price')}
        hint={t('wizard.priceHint')}
        value={cost.price ?? ''}
        onChange={(price) => onChange({ price })}
        max={tripLimits.priceMax}
      />
    </fieldset>
  );
}

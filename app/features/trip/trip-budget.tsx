import { useTranslation } from 'react-i18next';
import { solidButton } from '#app/components/ui/action-buttons.ts';
import { useFormat } from '#app/lib/format.ts';
import { useLocale } from '#app/lib/locale.tsx';
import { formatMoney } from '#domain/cost-format.ts';
import { readerCurrencies } from '#domain/exchange-rates.ts';
import { budgetRows, type TripCosts } from '#domain/schemas/trip-costs.ts';

const cell = 'px-3 py-2 text-right tabular-nums';
const rowHead = 'px-3 py-2 text-left font-medium text-slate-800';
const note = 'mt-2 text-sm text-slate-700';

/**
 * The reader's currency, chosen with a plain form (ADR 0081): the trip page's action remembers it
 * in a cookie and shows the page again, converted; no script is needed.
 */
function CurrencyChoice({ currency }: { currency: string }) {
  const { t } = useTranslation('trip-costs');
  return (
    <form method="post" className="mt-4 flex flex-wrap items-end gap-3 print:hidden">
      <input type="hidden" name="intent" value="currency" />
      <div>
        <label htmlFor="reader-currency" className="block text-sm font-semibold text-slate-800">
          {t('budget.choose.label')}
        </label>
        <select
          id="reader-currency"
          name="currency"
          defaultValue={currency}
          aria-describedby="reader-currency-hint"
          className="mt-1.5 block rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {readerCurrencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${solidButton} min-h-11 px-6`}>
        {t('budget.choose.submit')}
      </button>
      <p id="reader-currency-hint" className="w-full text-sm text-slate-600">
        {t('budget.choose.hint')}
      </p>
    </form>
  );
}

/** Why there is no second column, when the reader asked for another currency. */
function NoConversion({ costs, currency }: { costs: TripCosts; currency: string }) {
  const { t } = useTranslation('trip-costs');
  if (!costs.convertible) return <p className={note}>{t('budget.notConvertible', { currency: costs.currency })}</p>;
  if (costs.converted || currency === costs.currency) return null;
  return <p className={note}>{t('budget.noReaderRate', { chosen: currency, currency: costs.currency })}</p>;
}

/**
 * The trip's budget: totals by category, in all, per person and per day in the trip's currency and,
 * converted at the ECB's rates whose date it names, in the reader's; what could not be converted
 * is named, never guessed.
 */
export function TripBudget({ costs, currency }: { costs: TripCosts; currency: string }) {
  const { t } = useTranslation('trip-costs');
  const locale = useLocale();
  const { date } = useFormat();
  const { converted } = costs;
  const money = (amount: number, code: string) => formatMoney(amount, code, locale);
  const list = (codes: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(codes);
  const converts = converted !== null || costs.convertedFrom.length > 0;
  return (
    <section aria-labelledby="trip-costs" className="mt-10">
      <h2 id="trip-costs" className="mb-3 text-2xl font-bold tracking-tight text-slate-900">
        {t('budget.heading')}
      </h2>
      <p className="text-slate-700">
        {t('budget.intro', {
          travellers: t('budget.travellers', { count: costs.travellers }),
          days: t('budget.days', { count: costs.days }),
        })}
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
          <caption className="sr-only">{t('budget.caption')}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className={rowHead}>
                {t('budget.what')}
              </th>
              <th scope="col" className={cell}>
                {t('budget.tripCurrency', { currency: costs.currency })}
              </th>
              {converted && (
                <th scope="col" className={cell}>
                  {t('budget.readerCurrency', { currency: converted.currency })}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {budgetRows.map(([key, figure]) => (
              <tr key={key} className={key === 'total' ? 'font-semibold' : undefined}>
                <th scope="row" className={rowHead}>
                  {t(`budget.${key}`)}
                </th>
                <td className={cell}>{money(figure(costs), costs.currency)}</td>
                {converted && <td className={cell}>{money(Math.round(figure(converted)), converted.currency)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {costs.convertedFrom.length > 0 && (
        <p className={note}>
          {t('budget.convertedFrom', { currencies: list(costs.convertedFrom), currency: costs.currency })}
        </p>
      )}
      {converts && <p className={note}>{t('budget.rates', { date: date(costs.rates.date) })}</p>}
      {costs.unconverted.length > 0 && (
        <p className={note}>
          {t('budget.unconverted', {
            count: costs.unconverted.length,
            amounts: list(costs.unconverted.map((left) => money(left.amount, left.currency))),
          })}
        </p>
      )}
      <NoConversion costs={costs} currency={currency} />
      {costs.convertible && <CurrencyChoice currency={currency} />}
    </section>
  );
}

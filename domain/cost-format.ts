import type { CostCovers } from './price-text.ts';

/** A stay's, a leg's or an activity's cost as the trip document carries it (ADR 0078). */
export type Cost = { price: string; amount: number | null; currency: string | null; covers: CostCovers };

/**
 * An amount in the currency's own style and the reader's language ("US$280", "280 $", "12,50 €"):
 * whole amounts without decimals, others with the currency's, two at most (ADR 0078): three
 * ("JOD 51.444") read as thousands in the other language. `code` writes "USD" for the sign, for
 * documents whose fonts may lack a sign such as "₫".
 */
export function formatMoney(amount: number, currency: string, locale: string, display: 'symbol' | 'code' = 'symbol') {
  const style = { style: 'currency', currency, currencyDisplay: display } as const;
  const decimals = Number.isInteger(amount)
    ? 0
    : Math.min(2, new Intl.NumberFormat(locale, style).resolvedOptions().maximumFractionDigits ?? 2);
  return new Intl.NumberFormat(locale, {
    ...style,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

type Translate = (key: string, values: Record<string, string>) => string;

/**
 * The amount with what it covers ("€45 per night"), from the `trip-costs:per.*` words; null when
 * the cost has no amount. The note (`price`) is the author's and is shown beside it, in its own
 * language.
 */
export function amountText(cost: Cost, locale: string, t: Translate, display: 'symbol' | 'code' = 'symbol') {
  if (cost.amount === null || !cost.currency) return null;
  return t(`trip-costs:per.${cost.covers}`, { amount: formatMoney(cost.amount, cost.currency, locale, display) });
}

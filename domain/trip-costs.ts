import type { Cost } from './cost-format.ts';
import { minorUnitOf } from './currencies.ts';
import { crossRate, type ExchangeRates } from './exchange-rates.ts';
import { type LegTiming, placeNights, placeTimings, tripLength } from './itinerary.ts';
import type { CostCategory, CostFigures, TripCosts } from './schemas/trip-costs.ts';

/** What the budget is made of: the trip document's stations with their costs, and its travellers. */
export type CostedTrip = {
  travellers: number;
  places: readonly {
    duration: number;
    accommodation: Cost | null;
    directions: readonly (Cost & LegTiming & { nights: number })[];
    activities: readonly Cost[];
  }[];
};

type Item = { category: CostCategory; amount: number; currency: string };

/**
 * Every amount with what it comes to: times the nights it covers (a stay's and an activity's are
 * the station's; a leg's its own when overnight, at least one, so a leg's amount never vanishes)
 * and times the travellers when it is per person.
 */
function items(trip: CostedTrip): Item[] {
  const found: Item[] = [];
  const add = (category: CostCategory, cost: Cost, nights: number) => {
    if (cost.amount === null || !cost.currency) return;
    const times = { total: 1, night: nights, person: trip.travellers, personNight: nights * trip.travellers };
    found.push({ category, amount: cost.amount * times[cost.covers], currency: cost.currency });
  };
  for (const place of trip.places) {
    const nights = placeNights(place);
    if (place.accommodation) add('stays', place.accommodation, nights);
    for (const leg of place.directions) add('transport', leg, Math.max(1, leg.overnight ? leg.nights : 0));
    for (const activity of place.activities) add('activities', activity, nights);
  }
  return found;
}

/** The currency most amounts are given in; among as many, the first in the itinerary. */
function mainCurrency(found: readonly Item[]): string {
  const counts = new Map<string, number>();
  for (const { currency } of found) counts.set(currency, (counts.get(currency) ?? 0) + 1);
  let best = '';
  for (const [currency, count] of counts) if (count > (counts.get(best) ?? 0)) best = currency;
  return best;
}

/** To the currency's minor unit: cents, whole yen, thousandths of a dinar. */
const rounded = (value: number, currency: string) => {
  const factor = 10 ** minorUnitOf(currency);
  return Math.round(value * factor) / factor;
};

function figuresOf(sums: Record<CostCategory, number>, currency: string, travellers: number, days: number) {
  const total = sums.stays + sums.transport + sums.activities;
  const round = (value: number) => rounded(value, currency);
  return {
    categories: { stays: round(sums.stays), transport: round(sums.transport), activities: round(sums.activities) },
    total: round(total),
    perPerson: round(total / travellers),
    perDay: round(total / days),
    perPersonPerDay: round(total / travellers / days),
  } satisfies CostFigures;
}

/**
 * The trip's budget (ADR 0081): its amounts added up by category in the trip's currency, those in
 * other currencies converted at the ECB's rates of `rates` (those it has no rate for are listed,
 * not guessed), per traveller and per day; and the same in `readerCurrency` when that differs and
 * both have a rate. Null when no cost has an amount.
 */
export function tripCosts(trip: CostedTrip, rates: ExchangeRates, readerCurrency: string): TripCosts | null {
  const found = items(trip);
  if (found.length === 0) return null;
  const currency = mainCurrency(found);
  const sums: Record<CostCategory, number> = { stays: 0, transport: 0, activities: 0 };
  const left = new Map<string, number>();
  const convertedFrom = new Set<string>();
  for (const item of found) {
    const rate = crossRate(rates, item.currency, currency);
    if (rate === null) left.set(item.currency, (left.get(item.currency) ?? 0) + item.amount);
    else sums[item.category] += item.amount * rate;
    if (rate !== null && item.currency !== currency) convertedFrom.add(item.currency);
  }
  const days = Math.max(1, tripLength(placeTimings(trip.places)));
  const rate = readerCurrency === currency ? null : crossRate(rates, currency, readerCurrency);
  const scaled = (by: number) => ({
    stays: sums.stays * by,
    transport: sums.transport * by,
    activities: sums.activities * by,
  });
  return {
    currency,
    convertible: crossRate(rates, currency, 'EUR') !== null,
    travellers: trip.travellers,
    days,
    ...figuresOf(sums, currency, trip.travellers, days),
    convertedFrom: [...convertedFrom].sort(),
    unconverted: [...left]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, amount]) => ({ currency: code, amount: rounded(amount, code) })),
    rates: { source: 'ECB', date: rates.date },
    converted:
      rate === null
        ? null
        : {
            currency: readerCurrency,
            rate,
            ...figuresOf(scaled(rate), readerCurrency, trip.travellers, days),
          },
  };
}

/**
 * What search filters by (ADR 0081): the cost per traveller and day in euros, null when it is not
 * known in full (no amounts, or some in a currency without an ECB rate).
 */
export function dailyCostInEuros(costs: TripCosts | null, rates: ExchangeRates): number | null {
  if (!costs || costs.unconverted.length > 0) return null;
  const rate = crossRate(rates, costs.currency, 'EUR');
  return rate === null ? null : rounded(costs.perPersonPerDay * rate, 'EUR');
}

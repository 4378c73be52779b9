import { amountText, type Cost, formatMoney } from '#domain/cost-format.ts';
import { durationText, formats } from '#domain/formats.ts';
import type { Locale } from '#domain/locale.ts';
import { legText, totalText } from '#domain/route-words.ts';
import { budgetRows } from '#domain/schemas/trip-costs.ts';
import { getT } from '#locales/i18n.ts';
import type { TripView } from './trip.presenter.ts';
import type { Place } from './trip-places.ts';

/**
 * What the files made from a trip say of its distances and costs, in the file's language and with
 * the trip page's words (ADR 0074, "Distances and costs"), so that every file says it alike.
 * Amounts carry currency codes, as in the roadbook: a file's reader may lack a sign's glyph ("₫"),
 * and "$" names several currencies.
 */
export function exportWords(trip: TripView, locale: Locale = trip.language) {
  const t = getT(locale);
  // With their routes where known (ADR 0082): the files say what the trip page says.
  const legs = trip.legs;
  const say = (key: string, values: Record<string, string | number>) => t(key, values);
  /** "EUR 45 per night · dorm": the amount and what it covers, the author's note beside it; '' for neither. */
  const cost = (c: Cost) =>
    [amountText(c, locale, (key, values) => t(key, values), 'code'), c.price].filter(Boolean).join(' · ');
  const priced = (c: Cost) => {
    const text = cost(c);
    return text ? `${t('trip-page:station.price')}: ${text}` : '';
  };
  const duration = (minutes: number) => durationText(minutes, (key, values) => t(`trip-page:leg.${key}`, values));
  /** "Train · Duration: 3 h 10 min · Overnight": one means of a leg, as the trip page lists it. */
  const means = (way: Place['directions'][number]) =>
    [
      t(`trips:transportTypes.${way.type}`),
      way.duration > 0 ? `${t('trip-page:leg.duration')}: ${duration(way.duration)}` : '',
      way.overnight ? t('trip-page:leg.overnight') : '',
    ]
      .filter(Boolean)
      .join(' · ');

  /** "412 km by road to Porto", "≈ 274 km as the crow flies to Porto", or why the distance is unknown; '' after the last station. */
  const legDistance = (index: number) => {
    const [leg, next] = [legs[index], trip.places[index + 1]];
    return leg && next ? legText(leg, next.name, locale, say) : '';
  };

  /** The way on from the station at `index`: its distance, then each means with its duration and price. */
  const wayOn = (index: number) => {
    const place = trip.places[index];
    if (!place || !legDistance(index)) return '';
    const ways = place.directions.map((way) => [means(way), priced(way)].filter(Boolean).join(' · '));
    return [legDistance(index), ...ways].join('\n');
  };

  /** The trip's distance over its known legs, as the trip facts say it; '' when no leg is known. */
  const totalDistance = () => totalText(trip.distance, locale, say) ?? '';

  /** How many travellers the trip's amounts are for: said only when it has an amount, which it qualifies. */
  const travellers = () => {
    const costs = trip.places.flatMap((place) => [
      ...place.activities,
      ...place.directions,
      ...(place.accommodation ? [place.accommodation] : []),
    ]);
    return costs.some((c) => c.amount !== null) ? t('trip-costs:page.travellers', { count: trip.travellers }) : '';
  };

  /**
   * The budget in the trip's own currency, as the trip page's table has it: `[word, amount]` rows,
   * then what was converted at which rates and what could not be; nothing for a trip without amounts.
   */
  const budget = () => {
    const costs = trip.costs;
    if (!costs) return { rows: [] as [string, string][], notes: [] as string[] };
    const money = (amount: number, currency: string) => formatMoney(amount, currency, locale, 'code');
    const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
    const rows = budgetRows.map(
      ([key, figure]) => [t(`trip-costs:budget.${key}`), money(figure(costs), costs.currency)] as [string, string],
    );
    const notes = [
      costs.convertedFrom.length > 0 &&
        t('trip-costs:budget.convertedFrom', { currencies: list(costs.convertedFrom), currency: costs.currency }),
      costs.convertedFrom.length > 0 && t('trip-costs:budget.rates', { date: formats(locale).date(costs.rates.date) }),
      costs.unconverted.length > 0 &&
        t('trip-costs:budget.unconverted', {
          count: costs.unconverted.length,
          amounts: list(costs.unconverted.map((left) => money(left.amount, left.currency))),
        }),
    ].filter((note): note is string => Boolean(note));
    return { rows, notes };
  };

  /** The route's figures for a text file: "Distance: ≈ 1,234 km as the crow flies" and the travellers. */
  const routeFigures = () =>
    [totalDistance() && `${t('trip-route:total.label')}: ${totalDistance()}`, travellers()].filter(Boolean).join('\n');

  /** What a file says of a station beyond its name: its description, activities and stay, with their prices. */
  const station = (place: Place) => {
    const activities = place.activities.map((activity) => {
      const named = [activity.name, activity.description].filter(Boolean).join(': ');
      return `- ${[named, priced(activity)].filter(Boolean).join(' · ')}`;
    });
    const stay = place.accommodation;
    const stayLine = stay
      ? [t('trip-page:exports.stay', { name: stay.name || place.name }), priced(stay)].filter(Boolean).join(' · ')
      : '';
    return [place.description, ...activities, stayLine].filter(Boolean).join('\n');
  };

  return { t, legs, cost, priced, means, legDistance, wayOn, totalDistance, travellers, budget, routeFigures, station };
}

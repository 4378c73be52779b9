import { distanceText, type RouteTotal, type TripLeg } from './geo.ts';
import type { Locale } from './locale.ts';

type Translate = (key: string, values: Record<string, string | number>) => string;

/**
 * A leg as the trip page and the files made from it say it (ADR 0079, 0082), from the
 * `trip-route:` words: "412 km by road to Porto" along its route where one is known, else
 * "≈ 274 km as the crow flies to Porto", or why its distance is unknown.
 */
export function legText(leg: TripLeg, to: string, locale: Locale, t: Translate): string {
  if (leg.routed) {
    return t(`trip-route:leg.routed.${leg.routed.profile}`, {
      name: to,
      distance: distanceText(leg.routed.km, locale),
    });
  }
  return leg.km === null
    ? t('trip-route:leg.unknown', { name: to })
    : t('trip-route:leg.to', { name: to, distance: distanceText(leg.km, locale) });
}

/**
 * The trip's distance, honest about how it was measured: along roads and paths only when every
 * counted leg was, "≈" and "as the crow flies" for the rest, and over how many of the legs when
 * some are unknown. Null when no leg is known.
 */
export function totalText(total: RouteTotal, locale: Locale, t: Translate): string | null {
  if (total.known === 0) return null;
  const values = { distance: distanceText(total.km, locale), known: total.known, count: total.legs };
  const every = total.known === total.legs;
  if (total.routed === 0) return t(every ? 'trip-route:total.all' : 'trip-route:total.some', values);
  if (total.routed === total.known) return t(every ? 'trip-route:total.routed' : 'trip-route:total.routedSome', values);
  return t(every ? 'trip-route:total.mixed' : 'trip-route:total.mixedSome', { ...values, routed: total.routed });
}

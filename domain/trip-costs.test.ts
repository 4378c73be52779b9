import { describe, expect, it } from 'vitest';
import type { Cost } from './cost-format.ts';
import type { ExchangeRates } from './exchange-rates.ts';
import { type CostedTrip, dailyCostInEuros, tripCosts } from './trip-costs.ts';

// Three of the ECB's rates of 9 May 2025, as in the snapshot the site ships.
const rates: ExchangeRates = { date: '2025-05-09', rates: { USD: 1.1252, GBP: 0.8477, JPY: 163.36 } };

const cost = (amount: number | null, currency: string | null, covers: Cost['covers'] = 'total'): Cost => ({
  price: '',
  amount,
  currency,
  covers,
});
const leg = (amount: Cost, overnight = false, nights = 0) => ({ ...amount, duration: 120, overnight, nights });

/** Two stations: three nights in Porto, then two in Lisbon; six days with the day of arrival. */
const trip = (places: Partial<CostedTrip['places'][number]>[], travellers = 1): CostedTrip => ({
  travellers,
  places: places.map((place, index) => ({
    duration: index === 0 ? 3 : 2,
    accommodation: null,
    directions: [],
    activities: [],
    ...place,
  })),
});

describe('tripCosts', () => {
  it('adds each amount by what it covers: nights of the station, travellers, or both', () => {
    const costs = tripCosts(
      trip(
        [
          {
            accommodation: cost(100, 'EUR', 'night'),
            directions: [leg(cost(20, 'EUR', 'person'))],
            activities: [cost(15, 'EUR', 'personNight'), cost(40, 'EUR')],
          },
          { accommodation: cost(300, 'EUR', 'total') },
        ],
        2,
      ),
      rates,
      'EUR',
    );
    // Stays 3 × 100 + 300; the leg 2 × 20; activities 3 nights × 2 × 15 + 40.
    expect(costs).toMatchObject({
      currency: 'EUR',
      convertible: true,
      travellers: 2,
      days: 6,
      categories: { stays: 600, transport: 40, activities: 130 },
      total: 770,
      perPerson: 385,
      perDay: 128.33,
      perPersonPerDay: 64.17,
      convertedFrom: [],
      unconverted: [],
      rates: { source: 'ECB', date: '2025-05-09' },
      converted: null,
    });
  });

  it('counts a leg’s nights when it is overnight, and a night-priced leg at least once', () => {
    const costs = tripCosts(
      trip([{ directions: [leg(cost(80, 'EUR', 'personNight'), true, 2), leg(cost(30, 'EUR', 'night'))] }], 3),
      rates,
      'EUR',
    );
    expect(costs?.categories.transport).toBe(2 * 3 * 80 + 30);
    // A two-hour overnight leg adds no whole day to the station's four.
    expect(costs?.days).toBe(4);
  });

  it('is in the currency most amounts are given in, the others converted by way of the euro', () => {
    const costs = tripCosts(
      trip([
        { accommodation: cost(180, 'USD', 'night'), activities: [cost(25, 'USD')] },
        { accommodation: cost(100, 'EUR', 'night'), directions: [] },
      ]),
      rates,
      'GBP',
    );
    expect(costs).toMatchObject({ currency: 'USD', convertedFrom: ['EUR'], unconverted: [] });
    // 3 × 180 USD, and 2 × 100 EUR at 1.1252 USD per euro.
    expect(costs?.categories.stays).toBeCloseTo(540 + 225.04, 2);
    expect(costs?.converted?.currency).toBe('GBP');
    expect(costs?.converted?.rate).toBeCloseTo(0.8477 / 1.1252, 10);
    expect(costs?.converted?.total).toBeCloseTo(((540 + 225.04 + 25) * 0.8477) / 1.1252, 1);
  });

  it('leaves out, and lists, amounts in a currency without an ECB rate', () => {
    const costs = tripCosts(
      trip([
        { accommodation: cost(90, 'EUR', 'night'), directions: [leg(cost(300, 'MAD'))] },
        { accommodation: cost(110, 'EUR', 'night'), directions: [leg(cost(250, 'MAD'))] },
      ]),
      rates,
      'USD',
    );
    expect(costs).toMatchObject({ currency: 'EUR', total: 490, unconverted: [{ currency: 'MAD', amount: 550 }] });
    expect(costs?.converted?.total).toBeCloseTo(490 * 1.1252, 2);
    // Not all of it is known in euros: search cannot filter it by cost.
    expect(dailyCostInEuros(costs, rates)).toBeNull();
  });

  it('shows a trip in a currency without a rate in that currency alone', () => {
    const costs = tripCosts(trip([{ accommodation: cost(180_000, 'VND', 'night') }]), rates, 'USD');
    expect(costs).toMatchObject({ currency: 'VND', convertible: false, total: 540_000, converted: null });
    expect(dailyCostInEuros(costs, rates)).toBeNull();
  });

  it('rounds to the minor unit of each currency and says nothing without amounts', () => {
    const yen = tripCosts(trip([{ accommodation: cost(22_000.5, 'JPY', 'night') }], 3), rates, 'EUR');
    expect(yen?.perPersonPerDay).toBe(Math.round((3 * 22_000.5) / 3 / 4));
    expect(yen?.converted?.perPersonPerDay).toBe(Math.round(((3 * 22_000.5) / 3 / 4 / 163.36) * 100) / 100);
    expect(tripCosts(trip([{ accommodation: cost(null, 'EUR') }]), rates, 'EUR')).toBeNull();
  });
});

describe('dailyCostInEuros', () => {
  it('is the cost per traveller and day in euros', () => {
    const costs = tripCosts(trip([{ accommodation: cost(112.52, 'USD', 'night') }], 2), rates, 'EUR');
    // 3 nights × 112.52 USD over 2 travellers and 4 days, at 1.1252 USD per euro.
    expect(dailyCostInEuros(costs, rates)).toBe(37.5);
  });
});

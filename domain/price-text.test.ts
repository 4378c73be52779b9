import { describe, expect, it } from 'vitest';
import { costFromPriceText, parseAmount, parsePriceText } from './price-text.ts';

describe('parsePriceText', () => {
  it.each([
    ['USD 280/night', { amount: 280, currency: 'USD', covers: 'night', note: '' }],
    ['USD 30 fuel', { amount: 30, currency: 'USD', covers: 'total', note: 'fuel' }],
    ['25 €', { amount: 25, currency: 'EUR', covers: 'total', note: '' }],
    ['€12 per person', { amount: 12, currency: 'EUR', covers: 'person', note: '' }],
    ['CHF 45', { amount: 45, currency: 'CHF', covers: 'total', note: '' }],
    ['1.200 ISK', { amount: 1200, currency: 'ISK', covers: 'total', note: '' }],
    ['VND 300,000/night', { amount: 300000, currency: 'VND', covers: 'night', note: '' }],
    ['VND 200,000/night (dorm)', { amount: 200000, currency: 'VND', covers: 'night', note: 'dorm' }],
    ['€ 45/Nacht im Schlafsaal', { amount: 45, currency: 'EUR', covers: 'night', note: 'im Schlafsaal' }],
    ['€ 70/Nacht, Einzelzimmer', { amount: 70, currency: 'EUR', covers: 'night', note: 'Einzelzimmer' }],
    ['€22/Nacht pro Kopf', { amount: 22, currency: 'EUR', covers: 'personNight', note: '' }],
    ['€30 per person per night', { amount: 30, currency: 'EUR', covers: 'personNight', note: '' }],
    ['EUR 30 pro Person und Nacht', { amount: 30, currency: 'EUR', covers: 'personNight', note: '' }],
    ['USD 15,500 per person, whole voyage', { amount: 15500, currency: 'USD', covers: 'person', note: 'whole voyage' }],
    ['12,50 €', { amount: 12.5, currency: 'EUR', covers: 'total', note: '' }],
    ['€1.234,56', { amount: 1234.56, currency: 'EUR', covers: 'total', note: '' }],
    ['$1,234.5', { amount: 1234.5, currency: 'USD', covers: 'total', note: '' }],
    ['€0', { amount: 0, currency: 'EUR', covers: 'total', note: '' }],
    ['¥38.000/Nacht', { amount: 38000, currency: 'JPY', covers: 'night', note: '' }],
    ['NZ$ 95/night (powered site)', { amount: 95, currency: 'NZD', covers: 'night', note: 'powered site' }],
    ['NZ$ 75 diesel', { amount: 75, currency: 'NZD', covers: 'total', note: 'diesel' }],
    ['about NZ$ 45/night for the family', { amount: 45, currency: 'NZD', covers: 'night', note: 'for the family' }],
    ['ca. € 130 mit Kabine', { amount: 130, currency: 'EUR', covers: 'total', note: 'mit Kabine' }],
    ['R3,000/night', { amount: 3000, currency: 'ZAR', covers: 'night', note: '' }],
    ['JOD 5', { amount: 5, currency: 'JOD', covers: 'total', note: '' }],
    ['£20 pp', { amount: 20, currency: 'GBP', covers: 'person', note: '' }],
    ['eur 20', { amount: 20, currency: 'EUR', covers: 'total', note: '' }],
    ['450 kr', { amount: 450, currency: 'SEK', covers: 'total', note: '' }],
  ])('reads %j', (text, expected) => {
    expect(parsePriceText(text)).toEqual(expected);
  });

  it.each([
    'included in the voyage',
    'Interrail + € 10 Reservierung',
    'VND 350,000 + VND 300,000 for the bike',
    'Deutschlandticket',
    '',
    '45',
    'EUR',
    'FEE 20',
    'ABC 20',
    'free',
    'room 12 €',
  ])('leaves %j unread', (text) => {
    expect(parsePriceText(text)).toBeNull();
  });

  it('reads a shared sign as the currency of the station’s country', () => {
    expect(parsePriceText('$90/night', 'NZ')?.currency).toBe('NZD');
    expect(parsePriceText('$90/night', 'MX')?.currency).toBe('MXN');
    expect(parsePriceText('$90/night', 'FR')?.currency).toBe('USD');
    expect(parsePriceText('$90/night')?.currency).toBe('USD');
    expect(parsePriceText('¥750', 'CN')?.currency).toBe('CNY');
    expect(parsePriceText('NOK 300', 'SE')?.currency).toBe('NOK');
    expect(parsePriceText('300 kr', 'NO')?.currency).toBe('NOK');
  });
});

describe('parseAmount', () => {
  it.each([
    ['1.200', 1200],
    ['1,200', 1200],
    ['12.50', 12.5],
    ['12,5', 12.5],
    ['1.234.567', 1234567],
    ['1 200', 1200],
    ['7', 7],
  ])('%j is %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });
});

describe('costFromPriceText', () => {
  it('keeps the words beside the amount as the note', () => {
    expect(costFromPriceText('USD 30 fuel')).toEqual({ price: 'fuel', amount: 30, currency: 'USD', covers: 'total' });
  });
  it('keeps what does not read as a note beside no amount', () => {
    expect(costFromPriceText(' included in the voyage ')).toEqual({
      price: 'included in the voyage',
      amount: null,
      currency: null,
      covers: 'total',
    });
    expect(costFromPriceText(null)).toEqual({ price: '', amount: null, currency: null, covers: 'total' });
  });
});

import { describe, expect, it } from 'vitest';
import { amountText, formatMoney } from './cost-format.ts';

const t = (key: string, values: Record<string, string>) => `${key}:${values.amount}`;

describe('formatMoney', () => {
  it('writes the amount in the reader’s language, whole amounts without decimals', () => {
    expect(formatMoney(280, 'USD', 'en')).toBe('$280');
    expect(formatMoney(12.5, 'EUR', 'de')).toBe('12,50\u00a0€');
    expect(formatMoney(1200, 'ISK', 'en', 'code')).toBe('ISK\u00a01,200');
  });

  it('writes two decimals at most, so a dinar’s third never reads as thousands in the other language', () => {
    expect(formatMoney(51.444, 'JOD', 'en', 'code')).toBe('JOD\u00a051.44');
    expect(formatMoney(51.444, 'JOD', 'de', 'code')).toBe('51,44\u00a0JOD');
    expect(formatMoney(1234.5, 'JPY', 'en')).toBe('¥1,235');
  });
});

describe('amountText', () => {
  it('says what the amount covers, and nothing without an amount', () => {
    expect(amountText({ price: 'dorm', amount: 45, currency: 'EUR', covers: 'night' }, 'en', t)).toBe(
      'trip-costs:per.night:€45',
    );
    expect(amountText({ price: 'included', amount: null, currency: null, covers: 'total' }, 'en', t)).toBeNull();
  });
});

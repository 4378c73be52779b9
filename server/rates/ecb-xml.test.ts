import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readerCurrencies } from '#domain/exchange-rates.ts';
import { parseEcbXml } from './ecb-xml.ts';
import { shippedRatesFile } from './exchange-rates.ts';

const shipped = readFileSync(shippedRatesFile, 'utf8');

/** The shipped file with one day's rates put in, in the ECB's own layout. */
const withDay = (day: string) => shipped.replace(/<Cube time='[^']*'>[\s\S]*?<\/Cube>/, day);

describe('parseEcbXml', () => {
  it('reads the snapshot the site ships: the ECB’s rates of 9 May 2025', () => {
    const { date, rates } = parseEcbXml(shipped);
    expect(date).toBe('2025-05-09');
    expect(Object.keys(rates)).toHaveLength(30);
    expect(rates).toMatchObject({ USD: 1.1252, JPY: 163.36, GBP: 0.8477, ISK: 146.9, ZAR: 20.4835 });
  });

  it('offers readers exactly the euro and the currencies of the snapshot', () => {
    const { rates } = parseEcbXml(shipped);
    expect([...Object.keys(rates), 'EUR'].sort()).toEqual([...readerCurrencies]);
  });

  it('takes double quotes and other spacing, and the newest day of a file with several', () => {
    const xml = withDay(
      '<Cube time="2025-05-12">\n  <Cube currency="USD"  rate="1.1106" />\n</Cube>\n' +
        "<Cube time='2025-05-09'><Cube currency='USD' rate='1.1252'/></Cube>",
    );
    expect(parseEcbXml(xml)).toEqual({ date: '2025-05-12', rates: { USD: 1.1106 } });
  });

  it('refuses what is not the ECB’s format, saying why', () => {
    expect(() => parseEcbXml('<!doctype html><title>Maintenance</title>')).toThrow(/not an ECB reference rate file/);
    expect(() => parseEcbXml(withDay(''))).toThrow(/no day of rates/);
    expect(() => parseEcbXml(withDay("<Cube time='2025-02-30'><Cube currency='USD' rate='1'/></Cube>"))).toThrow(
      /not a date/,
    );
    // Decimal commas, as a spreadsheet writes them back: not the ECB's numbers.
    expect(() => parseEcbXml(withDay("<Cube time='2025-05-09'><Cube currency='USD' rate='1,1252'/></Cube>"))).toThrow(
      /not a rate for USD/,
    );
    expect(() => parseEcbXml(withDay("<Cube time='2025-05-09'><Cube currency='usd' rate='1.1'/></Cube>"))).toThrow(
      /not a currency code/,
    );
    expect(() =>
      parseEcbXml(
        withDay("<Cube time='2025-05-09'><Cube currency='USD' rate='1.1'/><Cube currency='USD' rate='1.2'/></Cube>"),
      ),
    ).toThrow(/listed twice/);
    expect(() => parseEcbXml(withDay("<Cube time='2025-05-09'></Cube>"))).toThrow(/no rates/);
  });
});

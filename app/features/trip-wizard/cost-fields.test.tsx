import '#locales/wizard.ts';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/locale.ts';
import { getI18n } from '#locales/i18n.ts';
import { amountOf, CostFields } from './cost-fields.tsx';
import { draftLeg, draftPlace } from './test-drafts.ts';
import { emptyDraft } from './wizard-draft.ts';
import { draftViolations, labelKeyOf } from './wizard-validation.ts';

describe('amountOf', () => {
  it.each([
    ['', null],
    [' ', null],
    ['45', 45],
    ['12.50', 12.5],
    ['12,50', 12.5],
    ['1 200', 1200],
  ])('reads %j as %s', (typed, amount) => {
    expect(amountOf(typed)).toBe(amount);
  });
  it('gives NaN for what is not an amount, which the schema refuses as not numeric', () => {
    expect(amountOf('12 €')).toBeNaN();
    expect(amountOf('-3')).toBeNaN();
  });
});

describe('the cost fields in the wizard', () => {
  const withLeg = (fields: Partial<ReturnType<typeof draftLeg>>) => ({
    ...emptyDraft('en'),
    title: 'Costs',
    places: [draftPlace('lisbon', [], [], { directions: [{ ...draftLeg(60, false), ...fields }] })],
  });

  it('name the failing field in the catalog of costs', () => {
    const failing = (fields: Partial<ReturnType<typeof draftLeg>>) =>
      draftViolations(withLeg(fields)).map(({ field, rule }) => `${field}: ${rule}`);
    expect(failing({ amount: 12 })).toEqual(['places.0.directions.0.currency: currency_needed']);
    expect(failing({ amount: Number.NaN, currency: 'EUR' })).toEqual(['places.0.directions.0.amount: numeric']);
    expect(failing({ amount: 12.345, currency: 'EUR' })).toEqual(['places.0.directions.0.amount: cents']);
    expect(failing({ amount: 12.5, currency: 'EUR', covers: 'person' })).toEqual([]);
    expect(labelKeyOf('places.0.directions.0.currency')).toBe('trip-costs:fields.currency');
    expect(labelKeyOf('places.0.name')).toBe('trip-wizard:fields.name');
  });

  it.each([
    ['en', 'Amount', 'Per person and night', 'The Currency field is required when an amount is given'],
    ['de', 'Betrag', 'Pro Person und Nacht', 'Währung ist ein Pflichtfeld, wenn ein Betrag angegeben ist'],
  ] as const)('are labelled in %s', (locale: Locale, amount, covers, message) => {
    const i18n = getI18n(locale);
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <CostFields path="places.0.directions.0" cost={draftLeg(0, false)} onChange={() => {}} />
      </I18nextProvider>,
    );
    expect(html).toContain(`>${amount}</label>`);
    expect(html).toContain(covers);
    expect(i18n.t('validation:currency_needed', { field: i18n.t(labelKeyOf('x.currency')) })).toBe(message);
  });
});

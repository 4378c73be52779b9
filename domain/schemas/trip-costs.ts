import { z } from 'zod';

export const costCategories = ['stays', 'transport', 'activities'] as const;
export type CostCategory = (typeof costCategories)[number];

const money = (what: string) => z.number().describe(what);

/** The totals in one currency: by category, in all, per traveller, per day and per both. */
const figures = {
  categories: z
    .object({
      stays: money('Accommodation'),
      transport: money('Getting around: the legs between stations'),
      activities: money('Activities and sights'),
    })
    .describe('The total by category'),
  total: money('All the amounts counted, each times the nights and travellers it covers'),
  perPerson: money('`total` over `travellers`'),
  perDay: money('`total` over `days`'),
  perPersonPerDay: money('`total` over `travellers` and `days`: what search filters by'),
};

/**
 * A trip's budget (ADR 0081): its amounts added up in its own currency, converted where the ECB
 * publishes rates, and once more in the reader's currency. Computed by `tripCosts`
 * (domain/trip-costs.ts) for the API, the trip page and search alike.
 */
export const tripCostsSchema = z
  .object({
    currency: z.string().describe("The trip's currency: the one most of its amounts are given in"),
    convertible: z.boolean().describe('Whether the ECB publishes a rate for `currency`, so that it can be converted'),
    travellers: z.number().int(),
    days: z.number().int(),
    ...figures,
    convertedFrom: z
      .array(z.string())
      .describe('The other currencies whose amounts were converted into `currency` to be added up'),
    unconverted: z
      .array(z.object({ currency: z.string(), amount: z.number() }))
      .describe(
        'Amounts in other currencies that could not be converted into `currency` (no ECB rate): not in the figures',
      ),
    rates: z
      .object({ source: z.literal('ECB'), date: z.iso.date() })
      .describe("The European Central Bank's euro reference rates every conversion used, by the day they are of"),
    converted: z
      .object({
        currency: z.string(),
        rate: z.number().describe('Units of this currency for one of the trip’s'),
        ...figures,
      })
      .nullable()
      .describe(
        "The figures in the reader's currency (the `currency` parameter, else by language); null when it is the trip's or either has no ECB rate",
      ),
  })
  .nullable();

export type TripCosts = NonNullable<z.output<typeof tripCostsSchema>>;
export type CostFigures = Pick<TripCosts, keyof typeof figures>;

/**
 * The budget's rows, in the order the trip page's table and the roadbook list them, each named by
 * its `trip-costs:budget.*` word: the categories, then in all, per person, per day, per both.
 */
export const budgetRows = [
  ...costCategories.map((category) => [category, (f: CostFigures) => f.categories[category]] as const),
  ['total', (f: CostFigures) => f.total] as const,
  ['perPerson', (f: CostFigures) => f.perPerson] as const,
  ['perDay', (f: CostFigures) => f.perDay] as const,
  ['perPersonPerDay', (f: CostFigures) => f.perPersonPerDay] as const,
];

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripCosts } from '#domain/schemas/trip-costs.ts';
import { refreshRates } from '#server/rates/exchange-rates.ts';
import { verifiedUser } from '#tests/setup/accounts.ts';
import { startEcbRates } from '#tests/setup/ecb-rates-server.ts';
import { apiCall, createTestApp, pageHtml, postForm, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
let author = '';
let douro = { _id: '', slug: '' };
let mekong = { _id: '', slug: '' };
let ecb: Awaited<ReturnType<typeof startEcbRates>>;

type Trip = { _id: string; slug: string; version: number; costs: TripCosts | null };

const api = (method: string, path: string, body?: unknown) => apiCall(t, author)<Trip>(method, `/api${path}`, body);

async function published(title: string, travellers: number, places: unknown[]) {
  const created = await api('POST', '/trip/create', { language: 'en', title });
  const saved = await api('PUT', `/trip/${created._id}`, {
    version: created.version,
    language: 'en',
    title,
    description: `${title}, with what it cost.`,
    travelTypes: ['sightseeing'],
    travellers,
    places,
  });
  await api('PATCH', `/trip/${saved._id}/publish`);
  return saved;
}

const eur = (amount: number, covers = 'total') => ({ amount, currency: 'EUR', covers });

beforeAll(async () => {
  t = await createTestApp();
  ecb = await startEcbRates();
  author = await verifiedUser(t, 'budget@example.org', 'Berta');
  // Two travellers, six days: EUR 401 and USD 320, which the ECB's rates of 9 May 2025 (the
  // shipped snapshot) put at EUR 284.39: EUR 685.39 in all, 57.12 per person and day.
  douro = await published('Porto and the Douro', 2, [
    {
      isNew: true,
      name: 'Porto',
      duration: 3,
      accommodation: { isNew: true, name: 'Guesthouse', ...eur(95, 'night') },
      directions: [{ isNew: true, type: 'train', duration: 150, ...eur(13, 'person') }],
      activities: [{ isNew: true, name: 'Port cellars', ...eur(25, 'person') }],
    },
    {
      isNew: true,
      name: 'Pinhão',
      duration: 2,
      accommodation: { isNew: true, name: 'Quinta', amount: 160, currency: 'USD', covers: 'night' },
      activities: [{ isNew: true, name: 'River cruise', ...eur(40) }],
    },
  ]);
  mekong = await published('Down the Mekong', 1, [
    {
      isNew: true,
      name: 'Can Tho',
      duration: 2,
      accommodation: { isNew: true, amount: 180_000, currency: 'VND', covers: 'night', price: 'dorm' },
    },
  ]);
});
afterAll(async () => {
  await ecb.stop();
  await t.dispose();
});

describe('a trip’s budget in the API', () => {
  it('adds up by category, per person and day, in the trip’s currency and the reader’s', async () => {
    const { costs } = await api('GET', `/trip/${douro._id}`);
    expect(costs).toEqual({
      currency: 'EUR',
      convertible: true,
      travellers: 2,
      days: 6,
      categories: { stays: 569.39, transport: 26, activities: 90 },
      total: 685.39,
      perPerson: 342.7,
      perDay: 114.23,
      perPersonPerDay: 57.12,
      convertedFrom: ['USD'],
      unconverted: [],
      rates: { source: 'ECB', date: '2025-05-09' },
      // English readers see US dollars unless they ask for another currency: 401 × 1.1252 + 320.
      converted: expect.objectContaining({ currency: 'USD', rate: 1.1252, total: 771.21 }),
    });
    const pounds = await api('GET', `/trip/${douro._id}?currency=GBP`);
    expect(pounds.costs?.converted).toMatchObject({ currency: 'GBP', total: 581.01, perPersonPerDay: 48.42 });
    // German readers' currency is the trip's own: nothing to convert it into.
    expect((await api('GET', `/trip/${douro._id}?language=de`)).costs?.converted).toBeNull();
  });

  it('keeps a currency the ECB has no rate for as it is, and refuses a reader’s currency it does not offer', async () => {
    const { costs } = await api('GET', `/trip/${mekong._id}?currency=EUR`);
    expect(costs).toMatchObject({ currency: 'VND', convertible: false, total: 360_000, converted: null });
    const refused = await t.request(`/api/trip/${douro._id}?currency=VND`, { headers: { 'accept-language': 'de' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('Währung');
  });

  it('takes the trip back unchanged, its budget being the server’s', async () => {
    const read = await api('GET', `/trip/${douro._id}`);
    const saved = await api('PUT', `/trip/${douro._id}`, { ...read, costs: { ...read.costs, total: 1 } });
    expect(saved.costs).toEqual(read.costs);
  });
});

describe('a trip’s budget on its page', () => {
  it('shows the totals in both languages with the rates’ date beside converted figures', async () => {
    const english = await pageHtml(t, `/trips/${douro.slug}`);
    expect(english).toContain('What it costs');
    expect(english).toContain('The amounts the author gave, added up for 2 travellers over 6 days.');
    expect(english).toMatch(/>Stays<\/th><td[^>]*>€569.39<\/td><td[^>]*>\$641<\/td>/);
    expect(english).toMatch(/>Per person and day<\/th><td[^>]*>€57.12<\/td><td[^>]*>\$64<\/td>/);
    expect(english).toContain('About, in USD');
    expect(english).toContain('Amounts in USD are converted into EUR to be added up.');
    expect(english).toContain('Converted at the European Central Bank’s reference rates of May 9, 2025.');

    const german = await pageHtml(t, `/de/trips/${douro.slug}`);
    expect(german).toContain('Was die Reise kostet');
    expect(german).toContain('zusammengerechnet für 2 Personen und 6 Tage.');
    expect(german).toMatch(/>Unterkünfte<\/th><td[^>]*>569,39\u00a0€<\/td><\/tr>/);
    expect(german).toMatch(/>Insgesamt<\/th><td[^>]*>685,39\u00a0€<\/td><\/tr>/);
    expect(german).toContain('Umgerechnet zu den Referenzkursen der Europäischen Zentralbank vom 09.05.2025.');
  });

  it('says so when the trip’s currency cannot be converted, and offers no conversion', async () => {
    const english = await pageHtml(t, `/trips/${mekong.slug}`);
    expect(english).toMatch(/>In all<\/th><td[^>]*>₫360,000<\/td><\/tr>/);
    expect(english).toContain(
      'The European Central Bank publishes no reference rate for VND: the totals are shown in it alone, without conversion.',
    );
    expect(english).not.toContain('name="currency"');
    const german = await pageHtml(t, `/de/trips/${mekong.slug}`);
    expect(german).toContain('Für VND veröffentlicht die Europäische Zentralbank keinen Referenzkurs');
  });

  it('remembers the reader’s currency and keeps a shared copy per currency', async () => {
    const chosen = await postForm(t, `/trips/${douro.slug}`, '', { intent: 'currency', currency: 'GBP' });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe(`/trips/${douro.slug}#trip-costs`);
    const cookie = (chosen.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(chosen.headers.get('set-cookie')).toMatch(/^currency=GBP; Max-Age=31536000; Path=\/; SameSite=Lax$/);

    const read = () => t.request(`/trips/${douro.slug}`, { headers: { cookie: `${cookie}; lang=en` } });
    const first = await read();
    expect(first.headers.get('vary')).toMatch(/Cookie/);
    const html = await first.text();
    expect(html).toContain('About, in GBP');
    expect(html).toMatch(/>In all<\/th><td[^>]*>€685.39<\/td><td[^>]*>£581<\/td>/);
    expect(html).toMatch(/<option value="GBP" selected="">/);
    const again = await read();
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toContain('About, in GBP');
    // Everyone else still gets the copy in their language's currency.
    expect(await pageHtml(t, `/trips/${douro.slug}`)).toContain('About, in USD');

    // A signed-in reader's page is the shared copy of their currency with their own parts.
    const member = await verifiedUser(t, 'reader@example.org', 'Rina');
    const theirs = await (
      await t.request(`/trips/${douro.slug}`, { headers: { cookie: `${member}; ${cookie}` } })
    ).text();
    expect(theirs).toContain('About, in GBP');
    expect(theirs).toContain('Rina');
  });

  it('changes nothing for a currency it does not offer', async () => {
    const chosen = await postForm(t, `/trips/${douro.slug}`, '', { intent: 'currency', currency: 'VND' });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('set-cookie')).toBeNull();
  });
});

describe('search by cost per day', () => {
  const titles = async (path: string, cookie = '') => {
    const response = await t.request(`/api${path}`, { headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(200);
    return ((await response.json()) as { docs: { title: string }[] }).docs.map(({ title }) => title);
  };

  it('finds trips up to a cost per person and day in the reader’s currency, by the stored figure', async () => {
    expect(await titles('/trip/search?cost=58&currency=EUR')).toEqual(['Porto and the Douro']);
    expect(await titles('/trip/search?cost=57&currency=EUR')).toEqual([]);
    // 64.3 US dollars are EUR 57.15 at 1.1252; 64 are 56.88. Without a currency, an English caller's.
    expect(await titles('/trip/search?cost=64.3')).toEqual(['Porto and the Douro']);
    expect(await titles('/trip/search?cost=64&currency=USD')).toEqual([]);
    // The trip in dong has no cost in euros to compare: no limit finds it.
    expect(await titles('/trip/search?cost=1000000000&currency=EUR')).toEqual(['Porto and the Douro']);
  });

  it('names the field it refuses, in the caller’s language', async () => {
    const refused = await t.request('/api/trip/search?cost=cheap', { headers: { 'accept-language': 'de' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('Kosten pro Tag und Person bis');
    const page = await pageHtml(t, '/search?cost=-3');
    expect(page).toContain(
      'This part of the address was not understood and is ignored: Cost per day and person up to.',
    );
  });

  it('has the filter on the search page, in the currency the reader chose', async () => {
    const english = await pageHtml(t, '/search?cost=58&currency=EUR');
    expect(english).toContain('<label for="search-cost"');
    expect(english).toContain('Cost per day and person up to');
    expect(english).toContain('Porto and the Douro');
    expect(await pageHtml(t, '/de/search')).toContain('Kosten pro Tag und Person bis');
    // 50 pounds are EUR 58.98: for a reader who chose pounds the trip is within; 50 dollars are not.
    const pounds = await (await t.request('/search?cost=50', { headers: { cookie: 'currency=GBP' } })).text();
    expect(pounds).toMatch(/<select id="search-currency" name="currency"[^>]*><option value=""[^>]*>GBP<\/option>/);
    expect(pounds).toContain('Porto and the Douro');
    expect(await pageHtml(t, '/search?cost=50')).not.toContain('Porto and the Douro');
  });
});

describe('the rates, refreshed from the ECB’s file', () => {
  it('are fetched once a day, stored for every instance, and used at once on pages and in the API', async () => {
    expect(await refreshRates(t.database.db, ecb.url)).toBe(true);
    expect(await refreshRates(t.database.db, ecb.url)).toBe(false);
    expect(ecb.state.requests).toBe(1);
    const { costs } = await api('GET', `/trip/${douro._id}`);
    expect(costs).toMatchObject({ rates: { date: '2022-07-08' }, converted: { currency: 'USD', rate: 1.0163 } });
    await expect
      .poll(async () => pageHtml(t, `/trips/${douro.slug}`))
      .toContain('Converted at the European Central Bank’s reference rates of Jul 8, 2022.');
    // A day later the file is fetched again; one that is not the ECB's changes nothing.
    ecb.state.body = '<!doctype html><title>Down for maintenance</title>';
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    await expect(refreshRates(t.database.db, ecb.url, tomorrow)).rejects.toThrow(/not an ECB reference rate file/);
    expect(ecb.state.requests).toBe(2);
    expect((await api('GET', `/trip/${douro._id}`)).costs?.rates.date).toBe('2022-07-08');
  });
});

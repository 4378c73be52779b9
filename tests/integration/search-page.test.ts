import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, pageHtml, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createDemoApp();
}, 120_000);
afterAll(() => t.dispose());

const html = (path: string) => pageHtml(t, path);
const api = async (query: string) => (await t.request(`/api/trip/search?${query}`)).json();
const cardTitles = (page: string) => [...page.matchAll(/<h3[^>]*><a [^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1] ?? '');
/** The `<input>` or `<option>` tags of `kind` with `value`, whatever the order of their attributes. */
const tags = (page: string, kind: string, value: string) =>
  (page.match(new RegExp(`<${kind}\\b[^>]*>`, 'g')) ?? []).filter((tag) => tag.includes(`value="${value}"`));
const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");

describe('the search page', () => {
  it('shows the cards the API finds for the words, with the count announced, in both languages', async () => {
    const found = await api('q=Sahara&language=en');
    expect(found.docs.length).toBeGreaterThan(0);
    const page = await html('/search?q=Sahara');
    expect(page).toContain('<title>“Sahara”: trips · Itinera</title>');
    expect(page).toContain('value="Sahara"');
    expect(page).toMatch(new RegExp(`role="status"[^>]*>${found.paginator.totalDocs} trips? found<`));
    expect(cardTitles(page).map(decode)).toEqual(found.docs.map((card: { title: string }) => card.title));
    const german = await html('/de/search?q=Sahara');
    expect(german).toContain('action="/de/search"');
    expect(german).toMatch(/Reisen? gefunden</);
  });

  it('offers each sort order once in the sort box, in both languages', async () => {
    for (const path of ['/search', '/de/search']) {
      const box = (await html(path)).match(/<select[^>]*id="search-sort"[^>]*>(.*?)<\/select>/s)?.[1] ?? '';
      const values = [...box.matchAll(/<option[^>]*value="([^"]*)"/g)].map((m) => m[1]);
      // The first option ranks by the words when there are some: a "relevance" option would repeat it.
      expect(values, path).toEqual(['', 'newest', 'views', 'rating']);
    }
  });

  it('shows every filter from the address as chosen, with the count of each value beside it', async () => {
    const { facets } = await api('duration=5-15&types=hiking&language=de');
    const page = decode(await html('/de/search?duration=5-15&types=hiking'));
    expect(tags(page, 'input', '5-15')).toEqual([expect.stringContaining('checked=""')]);
    expect(tags(page, 'input', 'hiking')).toEqual([expect.stringContaining('checked=""')]);
    expect(tags(page, 'input', 'train')).toEqual([expect.not.stringContaining('checked')]);
    expect(page).toContain(`Wandern (${facets.types.hiking})`);
    expect(page).toContain(`Bahnreise (${facets.types.train ?? 0})`);
    expect(page).toContain(`5-15 Tage (${facets.duration['5-15']})`);
    expect(page).toContain(`Europa (${facets.continents.europe ?? 0})`);
  });

  it('keeps every parameter in the paging links', async () => {
    const first = decode(await html('/search?sort=newest&continent=europe'));
    const { paginator } = await api('sort=newest');
    expect(paginator.totalPages).toBeGreaterThan(1);
    const all = decode(await html('/search?sort=newest'));
    expect(all).toContain('href="/search?sort=newest&page=2"');
    const second = decode(await html('/search?sort=newest&page=2'));
    expect(second).toContain('href="/search?sort=newest"');
    expect(tags(first, 'option', 'europe')).toEqual([expect.stringContaining('selected=""')]);
  });

  it('names a parameter it cannot read, ignores it and still searches', async () => {
    const page = decode(await html('/search?q=Sahara&budget=99&month=13'));
    expect(page).toContain('These parts of the address were not understood and are ignored: Budget, Month travelled.');
    expect(cardTitles(page).length).toBeGreaterThan(0);
    const german = decode(await html('/de/search?budget=99'));
    expect(german).toContain('Dieser Teil der Adresse wurde nicht verstanden und wird ignoriert: Budget.');
  });

  it('offers the corrected spelling and the featured trips when nothing matches', async () => {
    const { suggestion } = await api('q=Marakech%20Sahara');
    expect(suggestion).toBeTruthy();
    const page = decode(await html('/search?q=Marakech%20Sahara&duration=5-15'));
    expect(page).toContain('No trips match your search.');
    expect(page).toMatch(
      new RegExp(`href="/search\\?q=${suggestion.replaceAll(' ', '\\+')}&duration=5-15"[^>]*>${suggestion}</a>`),
    );
    expect(page).toContain('Featured trips');
    expect(page.match(/<article/g)?.length).toBe(6);
  });
});

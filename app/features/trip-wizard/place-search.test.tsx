import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/locale.ts';
import { getI18n } from '#locales/i18n.ts';
import '#locales/wizard.ts';
import { PlaceSearch } from './place-search.tsx';

function render(locale: Locale, label?: string) {
  return renderToString(
    <MemoryRouter initialEntries={[locale === 'de' ? '/de/trips/create' : '/trips/create']}>
      <I18nextProvider i18n={getI18n(locale)}>
        <PlaceSearch onChoose={() => {}} label={label} />
      </I18nextProvider>
    </MemoryRouter>,
  );
}

/** The attributes of the first element with this role, by a plain scan of the markup. */
function attributes(html: string, role: string): Record<string, string> {
  const tag = html.match(new RegExp(`<[a-z]+ [^>]*role="${role}"[^>]*>`))?.[0] ?? '';
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]?.toLowerCase(), m[2]]));
}

describe('place search markup', () => {
  it.each<[Locale, string, string]>([
    ['en', 'Add a station', 'Type at least two letters'],
    ['de', 'Station hinzufügen', 'Gib mindestens zwei Buchstaben'],
  ])('is an ARIA 1.2 combobox with a visible label and hint (%s)', (locale, label, hint) => {
    const html = render(locale);
    const input = attributes(html, 'combobox');
    expect(input).toMatchObject({ 'aria-autocomplete': 'list', 'aria-expanded': 'false', autocomplete: 'off' });
    expect(input['aria-activedescendant']).toBeUndefined();

    const labelFor = html.match(/<label id="([^"]+)" for="([^"]+)"[^>]*>([^<]*)<\/label>/);
    expect(labelFor?.[2]).toBe(input.id);
    expect(labelFor?.[3]).toBe(label);

    const listbox = attributes(html, 'listbox');
    expect(input['aria-controls']).toBe(listbox.id);
    expect(listbox['aria-labelledby']).toBe(labelFor?.[1]);

    expect(html).toMatch(new RegExp(`<p id="${input['aria-describedby']}"[^>]*>${hint}`));
    // The live region is there from the start, so screen readers follow it before it speaks.
    expect(attributes(html, 'status')).toHaveProperty('class');
    expect(html).not.toContain('role="option"');
  });

  it('takes the label it is given', () => {
    const html = render('de', 'Nächste Station');
    expect(html).toMatch(/<label [^>]*>Nächste Station<\/label>/);
  });

  it('gives each field its own ids, so two on a page do not collide', () => {
    const twice = renderToString(
      <MemoryRouter>
        <I18nextProvider i18n={getI18n('en')}>
          <PlaceSearch onChoose={() => {}} />
          <PlaceSearch onChoose={() => {}} />
        </I18nextProvider>
      </MemoryRouter>,
    );
    const ids = [...twice.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

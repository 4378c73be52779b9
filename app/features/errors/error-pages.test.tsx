import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/locale.ts';
import { getI18n } from '#locales/i18n.ts';
import { ErrorPage } from './error-page.tsx';
import { ErrorPageFailed } from './error-page-failed.tsx';

function render(node: React.ReactNode, locale: Locale) {
  return renderToString(
    <MemoryRouter initialEntries={[locale === 'de' ? '/de/x' : '/x']}>
      <I18nextProvider i18n={getI18n(locale)}>{node}</I18nextProvider>
    </MemoryRouter>,
  );
}

describe('error pages', () => {
  it('the last-resort page says what happened and links home, in both languages', () => {
    const en = render(<ErrorPageFailed />, 'en');
    expect(en).toContain('An error occurred while showing the error page');
    expect(en).toContain('href="/"');
    const de = render(<ErrorPageFailed />, 'de');
    expect(de).toContain('Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten');
    expect(de).toContain('href="/de"');
  });

  it('a 5xx reads as a server error, another 4xx as a request not understood, a network failure says so', () => {
    expect(render(<ErrorPage status={500} />, 'en')).toContain('Oops! Looks like we ran into a server error.');
    expect(render(<ErrorPage status={413} />, 'en')).toContain('Request not understood');
    expect(render(<ErrorPage status={400} />, 'de')).toContain('Anfrage nicht verstanden');
    expect(render(<ErrorPage status={400} />, 'en')).not.toContain('server error');
    expect(render(<ErrorPage status={404} />, 'de')).toContain('Diese Seite konnte nicht gefunden werden');
    const network = render(<ErrorPage status={500} network />, 'en');
    expect(network).toContain('Connection problem');
    expect(network).toContain('A network error (such as timeout');
    expect(network).not.toContain('Error 500');
  });

  it('a database away (503) and a full disk (507) say so and that the reader may try again', () => {
    expect(render(<ErrorPage status={503} />, 'en')).toContain('Back in a moment');
    expect(render(<ErrorPage status={503} />, 'de')).toContain('Gleich wieder da');
    const full = render(<ErrorPage status={507} />, 'en');
    expect(full).toContain('Nothing could be saved');
    expect(full).toContain('Error 507');
    expect(render(<ErrorPage status={507} />, 'de')).toContain('Nichts gespeichert');
  });
});

import '#locales/wizard.ts';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/locale.ts';
import { tripLimits } from '#domain/schemas/trip.ts';
import { getI18n } from '#locales/i18n.ts';
import { DaysStep } from './days-step.tsx';
import { draftActivity, draftLeg, draftPlace } from './test-drafts.ts';
import { type Draft, type DraftPlace, emptyDraft } from './wizard-draft.ts';
import { draftViolations, fieldId } from './wizard-validation.ts';

const station = (
  id: string,
  duration: number,
  activities: string[],
  days: [number, string[], string?][],
  overnightMinutes = 0,
): DraftPlace =>
  draftPlace(
    id,
    [],
    days.map(([number, names, description]) => [number, names.map((name) => `${id}-${name}`), description]),
    {
      duration,
      activities: activities.map((name) => draftActivity(`${id}-${name}`, name)),
      directions: overnightMinutes ? [draftLeg(overnightMinutes, true, `${id}-leg`)] : [],
    },
  );

const trip = (overrides: Partial<Draft> = {}): Draft => ({
  ...emptyDraft('en'),
  title: 'Portugal',
  places: [
    station('Lisbon', 2, ['Belém', 'Alfama', 'Sintra'], [[2, ['Alfama', 'Belém'], 'Trams and pastries']], 1440),
    station('Porto', 2, ['Ribeira', 'Livraria Lello'], [[1, ['Livraria Lello', 'Ribeira']]]),
    station('Coimbra', 1, [], []),
  ],
  ...overrides,
});

const render = (draft: Draft, locale: Locale = 'en') =>
  renderToString(
    <I18nextProvider i18n={getI18n(locale)}>
      <DaysStep draft={draft} dispatch={() => {}} />
    </I18nextProvider>,
  );

/** The text of the page in order, without tags, so a test reads what a sighted author reads. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const dayHeadings = (html: string) => [...html.matchAll(/<h4[^>]*>(.*?)<\/h4>/g)].map((m) => text(m[1] ?? '').trim());
/** Each list under its station and heading, with the names of the activities it shows, in order. */
const sections = (html: string) =>
  html
    .split('<h3')
    .slice(1)
    .flatMap((station) => {
      const name = text(station.slice(station.indexOf('>') + 1, station.indexOf('</h3>'))).trim();
      return station
        .split('<h4')
        .slice(1)
        .map((part) => ({
          heading: `${name} / ${text(part.slice(part.indexOf('>') + 1, part.indexOf('</h4>'))).trim()}`,
          activities: [...part.matchAll(/<p class="truncate[^"]*">(.*?)<\/p>/g)].map((m) => m[1]),
        }));
    });

describe('the Day by Day step', () => {
  it('numbers the days across the trip, with the day an overnight leg adds', () => {
    const html = render(trip());
    expect(dayHeadings(html)).toEqual([
      'Not planned yet',
      'Day 1',
      'Day 2',
      'Day 3',
      'Not planned yet',
      'Day 5',
      'Day 6',
      'Day 7',
    ]);
    expect([...html.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) => m[1])).toEqual(['Lisbon', 'Porto', 'Coimbra']);
    expect(text(html)).toContain('Days 1–3');
    expect(text(html)).toContain('Days 5–6');
  });

  it('shows each day’s date when the trip has a start date, in the page’s language', () => {
    const draft = trip({ dateFrom: '2027-05-10' });
    expect(dayHeadings(render(draft))).toContain('Day 5 May 14, 2027');
    expect(dayHeadings(render(draft, 'de'))).toContain('Tag 5 14.05.2027');
    expect(dayHeadings(render(trip()))).toContain('Day 5');
  });

  it('lists planned activities in their day’s order and the others as not planned yet', () => {
    const html = render(trip());
    expect(sections(html).map((section) => [section.heading, section.activities])).toEqual([
      ['Lisbon / Not planned yet', ['Sintra']],
      ['Lisbon / Day 1', []],
      ['Lisbon / Day 2', ['Alfama', 'Belém']],
      ['Lisbon / Day 3', []],
      ['Porto / Not planned yet', []],
      ['Porto / Day 5', ['Livraria Lello', 'Ribeira']],
      ['Porto / Day 6', []],
      ['Coimbra / Day 7', []],
    ]);
    expect(text(html)).toContain('Every activity of this station is planned.');
  });

  it('names every button after its activity', () => {
    const html = render(trip());
    for (const name of ['Alfama', 'Belém']) {
      expect(html).toContain(`aria-label="Move up: ${name}"`);
      expect(html).toContain(`aria-label="Move down: ${name}"`);
      expect(html).toContain(`aria-label="Remove from day: ${name}"`);
      expect(html).toContain(`<span class="sr-only">Drag ${name}</span>`);
    }
    expect(html).toContain('aria-label="Add to day: Sintra"');
    expect(html).toMatch(/<label[^>]*>Day for Sintra<\/label>/);
    expect(html).toContain('aria-roledescription="movable activity"');
    // The first cannot move up, the last cannot move down.
    expect(html).toMatch(/disabled=""[^>]*aria-label="Move up: Alfama"/);
    expect(html).toMatch(/disabled=""[^>]*aria-label="Move down: Belém"/);
    expect(html).toMatch(/aria-label="Move up: Alfama"[^>]*>Move up<\/button>/);
  });

  it('offers the station’s days, numbered across the trip, to add an activity to', () => {
    const html = render(trip({ dateFrom: '2027-05-10' }));
    const select = html.slice(html.indexOf('Day for Sintra'), html.indexOf('aria-label="Add to day: Sintra"'));
    expect([...select.matchAll(/<option value="(\d+)">(.*?)<\/option>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['1', 'Day 1, May 10, 2027'],
      ['2', 'Day 2, May 11, 2027'],
      ['3', 'Day 3, May 12, 2027'],
    ]);
  });

  it('describes each day with a live count, and the spec’s message past the limit', () => {
    const html = render(trip());
    expect(html).toMatch(/<label[^>]*>Description of day 2<\/label>/);
    expect(html).toContain('>Trams and pastries</textarea>');
    expect(html).toContain('18/3000 characters');
    expect(html).not.toContain('maxLength');
    const long = 'x'.repeat(tripLimits.dayDescriptionMax + 1);
    const over = trip();
    over.places[0] = station('Lisbon', 2, [], [[2, [], long]]);
    const overHtml = render(over);
    expect(overHtml).toContain('No more than 3000 characters can be entered here');
    expect(overHtml).toContain('aria-invalid="true"');
    expect(render(over, 'de')).toContain('Hier können nicht mehr als 3000 Zeichen eingegeben werden');
  });

  it('gives a day description the id the save’s check focuses', () => {
    const draft = trip();
    draft.places[0] = station('Lisbon', 2, [], [[2, [], 'x'.repeat(tripLimits.dayDescriptionMax + 1)]]);
    const failing = draftViolations(draft).map((violation) => violation.field);
    expect(failing).toEqual(['places.0.days.0.description']);
    expect(render(draft)).toContain(`id="${fieldId('places.0.days.0.description')}"`);
  });

  it('says what to do when there are no stations or a station has no activities or days', () => {
    expect(text(render(trip({ places: [] })))).toContain(
      'Your trip has no stations yet. Add stations in the Stations step, then plan their days here.',
    );
    const html = text(render(trip()));
    const coimbra = html.slice(html.indexOf('Coimbra'));
    expect(coimbra).toContain('This station has no activities yet. Add activities in the Stations step');
    expect(coimbra).not.toContain('Not planned yet');
    const noDays = trip({ places: [station('Lisbon', 1, [], []), station('Faro', 0, ['Beach'], [])] });
    expect(text(render(noDays))).toContain('This station has no days yet. Give it a duration in the Stations step');
  });

  it('reads in German', () => {
    const html = render(trip(), 'de');
    expect(dayHeadings(html)).toEqual([
      'Noch nicht eingeplant',
      'Tag 1',
      'Tag 2',
      'Tag 3',
      'Noch nicht eingeplant',
      'Tag 5',
      'Tag 6',
      'Tag 7',
    ]);
    expect(html).toContain('aria-label="Nach oben: Alfama"');
    expect(html).toContain('aria-label="Nach unten: Alfama"');
    expect(html).toContain('aria-label="Vom Tag entfernen: Belém"');
    expect(html).toContain('aria-label="Zum Tag hinzufügen: Sintra"');
    expect(html).toContain('<span class="sr-only">Alfama ziehen</span>');
    expect(text(html)).toContain('Diese Station hat noch keine Aktivitäten.');
    expect(text(render(trip({ places: [] }), 'de'))).toContain('Deine Reise hat noch keine Stationen.');
  });
});

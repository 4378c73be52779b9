import os from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../tests/chromium.ts';
import type { RunningServer } from './server.ts';
import { type LatencyFigures, latencyFigures } from './wizard-figures.ts';
import { afterNextPaint, observeEvents, perAction, saved, TYPED, typeInto } from './wizard-interactions.ts';
import { type BenchTrip, largeTrip, verifiedAuthor } from './wizard-trip.ts';

export type WizardLatency = {
  date: string;
  chromium: string;
  /** One-minute load averages around the measurement: Chromium and the server share the machine with others. */
  loadAverageBefore: number;
  loadAverageAfter: number;
  stations: number;
  activities: number;
  /** Characters a second the keystrokes actually came at (Playwright waits for each key's events). */
  typingRate: number;
  keystroke: LatencyFigures;
  keyboardDrop: LatencyFigures;
  mouseDrop: LatencyFigures;
};

const VIEWPORT = { width: 1280, height: 900 };

/** "Add to day" by keyboard: Enter on the button, until the activity is on the day. */
const keyboardDrop = (page: Page, name: string) => async (mark: () => Promise<void>) => {
  await page.getByRole('button', { name: `Add to day: ${name}`, exact: true }).focus();
  await mark();
  await page.keyboard.press('Enter');
  await afterNextPaint(page);
  await page.getByRole('button', { name: `Remove from day: ${name}`, exact: true }).waitFor();
};

/** The last unplanned activity of a station dragged by its handle onto the station's first empty day. */
const mouseDrop = (page: Page, station: string, name: string) => async (mark: () => Promise<void>) => {
  const plan = page.getByRole('region', { name: station, exact: true });
  const target = plan.getByText(/^No activities on this day yet/).first();
  await target.scrollIntoViewIfNeeded();
  const from = await plan.getByRole('button', { name: `Drag ${name}`, exact: true }).boundingBox();
  const to = await target.boundingBox();
  const visible = (box: typeof from): box is NonNullable<typeof from> =>
    box !== null && box.y >= 0 && box.y + box.height <= VIEWPORT.height;
  if (!visible(from) || !visible(to)) throw new Error(`Cannot drag ${name}: the handle or the day is off screen`);
  const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Past dnd-kit's activation distance first, then onto the day.
  await page.mouse.move(x + 12, y + 12, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await mark();
  await page.mouse.up();
  await afterNextPaint(page);
  await plan.getByRole('button', { name: `Remove from day: ${name}`, exact: true }).waitFor();
};

/** Opens the Stations step once React has hydrated it: keys typed before would be lost. */
async function openStations(page: Page, server: RunningServer, trip: BenchTrip) {
  // React's development build is several times slower: its figures would say nothing about the site.
  let development = false;
  page.on('console', (message) => {
    if (message.text().includes('React DevTools')) development = true;
  });
  await page.goto(`${server.url}/trips/${encodeURIComponent(trip.id)}/edit?language=en&step=stations`);
  const station = (number: number) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^Station ${number}: `) }) });
  const last = trip.stations.at(-1)?.activities.length;
  const stationField = station(10).getByLabel('Description', { exact: true }).first();
  const activityField = station(trip.stations.length)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Activity ${last}`, exact: true }) })
    .getByLabel('Description', { exact: true });
  await page.waitForFunction(
    (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')),
    await stationField.elementHandle(),
  );
  if (development) throw new Error('The page runs a development build of React (NODE_ENV set while building?)');
  return [stationField, activityField];
}

async function measure(page: Page, server: RunningServer, trip: BenchTrip) {
  const fields = await openStations(page, server, trip);
  await observeEvents(page);
  const typed = [];
  for (const field of fields) typed.push(await typeInto(page, field));

  await page
    .getByRole('navigation', { name: 'Steps' })
    .getByRole('button', { name: /Day by Day/ })
    .click();
  // The ten activities of the second station by keyboard; the last of stations 11 to 15 by mouse.
  const byKeyboard = trip.stations.slice(1, 2).flatMap((station) => station.activities);
  const keyboard = await perAction(
    page,
    byKeyboard.map((name) => keyboardDrop(page, name)),
    'Keyboard drops',
  );
  await saved(page);
  const byMouse = trip.stations.slice(10, 15);
  const mouse = await perAction(
    page,
    byMouse.map((station) => mouseDrop(page, station.name, station.activities.at(-1) ?? '')),
    'Mouse drops',
  );
  const keystrokes = typed.length * TYPED.length;
  const seconds = typed.reduce((total, field) => total + field.seconds, 0);
  return {
    typingRate: Math.round(keystrokes / seconds),
    keystroke: latencyFigures(
      keystrokes,
      typed.flatMap((field) => field.latencies),
    ),
    keyboardDrop: latencyFigures(keyboard.length, keyboard),
    mouseDrop: latencyFigures(mouse.length, mouse),
  };
}

/** Interaction latency of the trip wizard on a long trip, in headless Chromium as a signed-in author. */
export async function measureWizardLatency(server: RunningServer): Promise<WizardLatency> {
  const loadAverageBefore = os.loadavg()[0] ?? 0;
  const cookies = await verifiedAuthor(server);
  const trip = await largeTrip(server, cookies);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: server.url })));
    const figures = await measure(await context.newPage(), server, trip);
    return {
      date: new Date().toISOString(),
      chromium: browser.version(),
      loadAverageBefore: Math.round(loadAverageBefore * 100) / 100,
      loadAverageAfter: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
      stations: trip.stations.length,
      activities: trip.stations.reduce((total, station) => total + station.activities.length, 0),
      ...figures,
    };
  } finally {
    await browser.close();
  }
}

/** How the wizard benchmark drives the page, and how it reads Chromium's Event Timing entries back. */
import type { Locator, Page } from '@playwright/test';
import { EVENT_THRESHOLD_MS } from './wizard-figures.ts';

export const TYPED = ' We would go back here tomorrow, gladly.';
// Between each key's down and up; Playwright sends the next key right after the last one's up.
const KEY_DELAY_MS = 50;

type Entry = { interactionId: number; duration: number; startTime: number };
type Store = { benchEvents: Entry[] };

/** Every event entry from here on (and those before, `buffered`), kept in the page. */
export function observeEvents(page: Page) {
  return page.evaluate((durationThreshold) => {
    const entries: Entry[] = [];
    (window as unknown as Store).benchEvents = entries;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        const { interactionId, duration, startTime } = entry;
        entries.push({ interactionId, duration, startTime });
      }
    });
    // Not a literal: the DOM types lack `durationThreshold`.
    const options = { type: 'event', buffered: true, durationThreshold };
    observer.observe(options);
  }, EVENT_THRESHOLD_MS);
}

/**
 * Resolves once the frame after the last input has been painted. Playwright's role queries run on the page's main
 * thread, for tens of milliseconds on a page this long: waiting with them at once would hold up that frame and count
 * in the interaction's latency.
 */
export const afterNextPaint = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
const clock = (page: Page) => page.evaluate(() => performance.now());
const interactionCount = (page: Page) => page.evaluate(() => performance.interactionCount);

/** Entries of interactions (not of moves and inputs, which have no interaction id) that started from `from` on. */
async function interactionEntries(page: Page, from: number): Promise<Entry[]> {
  // An entry is queued only once its frame was presented, and delivered a little after.
  await page.waitForTimeout(500);
  const entries = await page.evaluate(() => (window as unknown as Store).benchEvents);
  return entries.filter((entry) => entry.interactionId > 0 && entry.startTime >= from);
}

/** Fails when the interactions Chromium counted are not the ones made: the figures would belong to others. */
async function expectInteractions(page: Page, before: number, made: number, what: string) {
  const counted = (await interactionCount(page)) - before;
  if (counted !== made) throw new Error(`${what}: made ${made} interactions, Chromium counted ${counted}`);
}

/** The quiet save runs 2.5 s after the last change; waiting for it keeps it out of the next measurement. */
export const saved = (page: Page) =>
  page.getByTestId('save-status').getByText('The trip has been saved').waitFor({ timeout: 30_000 });

/** Types at the end of `field`; each keystroke's latency is that of its interaction's longest entry. */
export async function typeInto(page: Page, field: Locator): Promise<{ latencies: number[]; seconds: number }> {
  await field.focus();
  await field.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(element.value.length, 9e9));
  await afterNextPaint(page);
  const [from, before] = [await clock(page), await interactionCount(page)];
  const started = performance.now();
  await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
  const seconds = (performance.now() - started) / 1000;
  await afterNextPaint(page);
  if (!(await field.inputValue()).endsWith(TYPED)) throw new Error('The typed text did not arrive in the field');
  await expectInteractions(page, before, TYPED.length, 'Typing');
  const longest = new Map<number, number>();
  for (const entry of await interactionEntries(page, from)) {
    longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
  }
  await saved(page);
  return { latencies: [...longest.values()], seconds };
}

/** Runs each action, then gives each its longest interaction entry between its start and the next one's. */
export async function perAction(page: Page, actions: ((mark: () => Promise<void>) => Promise<void>)[], what: string) {
  const starts: number[] = [];
  const before = await interactionCount(page);
  // Each action starts once what came before it (focus, moves) is painted, as it would for a person.
  const mark = async () => {
    await afterNextPaint(page);
    starts.push(await clock(page));
  };
  for (const action of actions) await action(mark);
  await expectInteractions(page, before, actions.length, what);
  const entries = await interactionEntries(page, starts[0] ?? 0);
  return starts.map((start, index) => {
    const end = starts[index + 1] ?? Number.POSITIVE_INFINITY;
    const own = entries.filter((entry) => entry.startTime >= start && entry.startTime < end);
    return own.length ? Math.max(...own.map((entry) => entry.duration)) : null;
  });
}

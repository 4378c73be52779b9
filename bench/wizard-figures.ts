import type { Budget } from './report.ts';
import type { WizardLatency } from './wizard-latency.ts';

export type LatencyFigures = {
  interactions: number;
  /** Interactions with an event entry, that is of 16 ms or more; the others took less. */
  reported: number;
  /** Nearest-rank percentiles; null where that rank had no entry, that is took under 16 ms. */
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
  /** Each interaction's longest entry, ascending; null for those without one (under 16 ms). */
  samplesMs: (number | null)[];
};

/** The lowest `durationThreshold` Chromium accepts: shorter events get no entry at all. */
export const EVENT_THRESHOLD_MS = 16;
const BUDGET_MS = 100;

/** `interactions` made, of which those in `latencies` had an entry (null or left out: none). */
export function latencyFigures(interactions: number, latencies: (number | null)[]): LatencyFigures {
  const reported = latencies.filter((latency) => latency !== null).sort((a, b) => a - b);
  const samplesMs = [...Array<null>(Math.max(0, interactions - reported.length)).fill(null), ...reported];
  const rank = (percent: number) => samplesMs[Math.max(0, Math.ceil((percent / 100) * samplesMs.length) - 1)] ?? null;
  return { interactions, reported: reported.length, p50Ms: rank(50), p95Ms: rank(95), maxMs: rank(100), samplesMs };
}

export const latencyText = (value: number | null) =>
  value === null ? `< ${EVENT_THRESHOLD_MS} ms` : `${Math.round(value)} ms`;

export const WIZARD_KINDS = [
  ['keystroke', 'Keystroke'],
  ['keyboardDrop', 'Keyboard drop ("Add to day", Enter)'],
  ['mouseDrop', 'Mouse drop (drag handle onto a day)'],
] as const;

export function wizardBudgets(wizard: WizardLatency): Budget[] {
  return WIZARD_KINDS.map(([kind, title]) => {
    const { p95Ms } = wizard[kind];
    return {
      name: `Trip wizard (${wizard.stations} stations, ${wizard.activities} activities): ${title} p95`,
      target: `< ${BUDGET_MS} ms`,
      actual: latencyText(p95Ms),
      met: p95Ms === null || p95Ms < BUDGET_MS,
    };
  });
}

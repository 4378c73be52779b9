import { PROGRESS_BAR } from '#domain/site.ts';

const START_PERCENT = 10;
const MAX_PERCENT = 90;

/**
 * Width in percent of the bar `elapsedMs` into a running navigation, or null while it stays hidden:
 * quick navigations never show it, and after the give-up time it disappears instead of hanging at 90 %.
 */
export function progressPercent(elapsedMs: number): number | null {
  const { throttleMs, durationMs } = PROGRESS_BAR;
  if (elapsedMs < throttleMs || elapsedMs >= durationMs) return null;
  const t = (elapsedMs - throttleMs) / (durationMs - throttleMs);
  const eased = 1 - (1 - t) ** 3;
  return START_PERCENT + (MAX_PERCENT - START_PERCENT) * eased;
}

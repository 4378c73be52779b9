import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { PROGRESS_BAR } from '#domain/site.ts';
import { progressPercent } from './progress-timing.ts';

/** The bar first fills to 100 %, then fades; see the transition classes below. */
const FINISH_MS = 500;

const doneClass = 'opacity-0 [transition:width_200ms_ease-out,opacity_300ms_ease-in_200ms]';

type Bar = { percent: number; done: boolean };

/**
 * The page-loading bar at the very top. A navigation that is replaced by another keeps the same
 * bar running, and an interrupted one simply completes: neither is shown as a failure.
 */
export function ProgressBar() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const [bar, setBar] = useState<Bar | null>(null);

  useEffect(() => {
    if (!busy) {
      setBar((current) => current && { percent: 100, done: true });
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const percent = progressPercent(now - start);
      setBar(percent === null ? null : { percent, done: false });
      if (now - start < PROGRESS_BAR.durationMs) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [busy]);

  const done = bar?.done ?? false;
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setBar(null), FINISH_MS);
    return () => clearTimeout(timer);
  }, [done]);

  if (!bar) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('progress.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(bar.percent)}
      className={`fixed top-0 left-0 z-60 bg-teal-600 motion-reduce:transition-none ${bar.done ? doneClass : 'transition-[width] duration-200 ease-out'}`}
      style={{ height: PROGRESS_BAR.heightPx, width: `${bar.percent}%` }}
    />
  );
}

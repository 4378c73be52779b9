import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { databaseRatios } from './database-ratios.ts';
import { type MemoryResults, memoryBudgetRows } from './memory-report.ts';
import { pageRatios } from './page-ratios.ts';
import {
  missedRatios,
  printRatios,
  type Ratio,
  type RatioResults,
  ratiosSectionInto,
  renderRatiosSection,
} from './ratios-report.ts';
import { machineLoad, RESULTS_DIR, writeResults } from './results-file.ts';
import { build, snapshotBuild } from './server.ts';

/**
 * Issue 30 point 3, budgets as ratios in one run: the cached trip page through Varnish and from
 * the instance alone, the signed-in trip page and a search, each beside the limit of the same
 * work (bench/page-ratios.ts, bench/database-ratios.ts). On PGlite, and on PostgreSQL when one
 * answers at BENCH_DATABASE_URL. About six minutes.
 */
export async function measureRatios(root: string, workDir: string): Promise<RatioResults> {
  const loadAverageBefore = os.loadavg()[0] ?? 0;
  const ratios: Ratio[] = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    // The page ratios on the first instance: the cached page is the same on either database.
    ratios.push(...((await databaseRatios(root, workDir, kind, kind === 'pglite' ? pageRatios : undefined)) ?? []));
  }
  return { date: new Date().toISOString(), machine: machineLoad(loadAverageBefore), ratios };
}

/**
 * Writes bench/results/ratios-*.json and the section of docs/performance.md, with the memory
 * budgets of the last `npm run bench:memory` beside the ratios (`npm run bench` writes it again
 * once its memory bench ran).
 */
export async function writeRatios(root: string, results: RatioResults) {
  await writeResults('ratios', results);
  const memory = await readFile(path.join(RESULTS_DIR, 'memory-latest.json'), 'utf8').then(
    (json) => memoryBudgetRows(JSON.parse(json) as MemoryResults),
    () => [],
  );
  const performance = path.join(root, 'docs', 'performance.md');
  const markdown = await readFile(performance, 'utf8');
  await writeFile(performance, ratiosSectionInto(markdown, renderRatiosSection(results, memory)));
}

/** Prints every ratio with its limit and budget; returns how many budgets were missed. */
export function judgeRatios(results: RatioResults): number {
  printRatios(results.ratios);
  const missed = missedRatios(results.ratios);
  for (const each of missed)
    console.log(`Budget missed: ${each.name}, ${each.work}: ${Math.round(each.share * 100)} %`);
  return missed.length;
}

// `npm run bench:ratios`: the ratios alone, on a fresh build.
if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  await build(root);
  const workDir = await snapshotBuild(root, 'ratios');
  const results = await measureRatios(root, workDir).finally(() => rm(workDir, { recursive: true, force: true }));
  await writeRatios(root, results);
  process.exit(judgeRatios(results) ? 1 : 0);
}

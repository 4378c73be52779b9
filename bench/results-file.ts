import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const RESULTS_DIR = path.join(import.meta.dirname, 'results');

/** The machine a run measured on: a busy one explains low figures better than a slow server does. */
export type MachineLoad = { cpus: number; node: string; loadAverageBefore: number; loadAverageAfter: number };

const roundedLoad = (value: number) => Math.round(value * 100) / 100;

/** The machine, with the load average taken before the run (`os.loadavg()[0]`) and now, after it. */
export const machineLoad = (loadAverageBefore: number): MachineLoad => ({
  cpus: os.cpus().length,
  node: process.version,
  loadAverageBefore: roundedLoad(loadAverageBefore),
  loadAverageAfter: roundedLoad(os.loadavg()[0] ?? 0),
});

/** Writes a run's results to bench/results as `<name>-latest.json` and `<name>-<day>.json`. */
export async function writeResults(name: string, results: { date: string }) {
  await mkdir(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  await writeFile(path.join(RESULTS_DIR, `${name}-latest.json`), json);
  await writeFile(path.join(RESULTS_DIR, `${name}-${results.date.slice(0, 10)}.json`), json);
}

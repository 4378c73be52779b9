import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Result as Report } from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../tests/chromium.ts';
import { type LighthousePage, lighthousePages } from './lighthouse-pages.ts';
import type { Budget } from './report.ts';

const run = promisify(execFile);

const CHROME_PATH = chromiumPath;
const CHROME_FLAGS = chromiumFlags.join(' ');

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export type FailedAudit = {
  id: string;
  category: Category;
  title: string;
  score: number | null;
  displayValue?: string;
  /** What Lighthouse points at: elements, URLs, source locations. */
  items: string[];
};

export type PageAudit = {
  path: string;
  finalUrl: string;
  scores: Record<Category, number | null>;
  metrics: {
    fcpMs: number | null;
    lcpMs: number | null;
    tbtMs: number | null;
    cls: number | null;
    speedIndexMs: number | null;
    totalByteWeight: number | null;
  };
  failedAudits: FailedAudit[];
  warnings: string[];
  /** Lighthouse's measure of this machine's CPU speed; its mobile throttling assumes roughly 1000 or more. */
  benchmarkIndex: number;
  /** Runs made; the figures are those of the run with the median Performance score. */
  runs: number;
  /** The least score every category must reach (95 in results written before it was recorded). */
  budget?: number;
  /** One-minute load averages before and after the page's runs: above the core count, others competed. */
  loadAverage?: { before: number; after: number };
};

// Audits that merely describe the page carry no pass or fail.
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings', 'error']);
const MAX_ITEMS = 8;

type Chain = { url: string; navStartToEndTime: number; transferSize: number; children?: Record<string, Chain> };

function describeValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(Math.round(value * 10) / 10);
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (v.type === 'node') {
    const label = [v.nodeLabel, v.snippet].filter((part) => typeof part === 'string').join(' ');
    return typeof v.explanation === 'string' ? `${label}: ${v.explanation.replace(/\s+/g, ' ')}` : label;
  }
  if (v.type === 'source-location' && typeof v.url === 'string') return `${v.url}:${v.line}:${v.column}`;
  if (v.type === 'text' && typeof v.value === 'string') return v.value;
  if (typeof v.url === 'string') return v.url;
  if (typeof v.text === 'string') return v.text;
  return undefined;
}

/** One line per request chain, root to leaf, as the network dependency tree shows it. */
function describeChains(chains: Record<string, Chain>, prefix = ''): string[] {
  return Object.values(chains).flatMap((chain) => {
    const step = `${prefix}${chain.url} (${Math.round(chain.transferSize / 102.4) / 10} KiB, done at ${Math.round(chain.navStartToEndTime)} ms)`;
    const children = chain.children ?? {};
    return Object.keys(children).length ? describeChains(children, `${step} → `) : [step];
  });
}

/** Flattens the details of an audit into one line per finding, so that the report says what to fix. */
function describeItems(details: unknown): string[] {
  if (!details || typeof details !== 'object') return [];
  const d = details as { type?: string; items?: unknown; value?: unknown; title?: string; chains?: unknown };
  if (d.type === 'list-section') {
    const lines = d.value && typeof d.value === 'object' ? describeItems(d.value) : [];
    return d.title ? lines.map((line) => `${d.title}: ${line}`) : lines;
  }
  if (d.type === 'network-tree') return describeChains((d.chains ?? {}) as Record<string, Chain>);
  if (d.type === 'text' && typeof d.value === 'string') return [d.value];
  if (d.type === 'list' && Array.isArray(d.items)) return d.items.flatMap(describeItems);
  if (d.type === 'checklist' && d.items && typeof d.items === 'object') {
    return Object.entries(d.items as Record<string, { value: boolean; label: string }>)
      .filter(([, check]) => !check.value)
      .map(([, check]) => check.label);
  }
  if (!Array.isArray(d.items)) return [];
  return d.items.map((item: Record<string, unknown>) =>
    Object.entries(item)
      .filter(([key]) => key !== 'subItems')
      .map(([key, value]) => {
        const text = describeValue(value);
        return text === undefined ? undefined : `${key}: ${text}`;
      })
      .filter((part) => part !== undefined)
      .join('; '),
  );
}

function failedAudits(report: Report, origin: string): FailedAudit[] {
  const failed: FailedAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      // Hidden refs are the pre-insight copies of audits that the report shows under another id.
      if (ref.group === 'hidden') continue;
      const audit = report.audits[ref.id];
      if (!audit || !SCORED_MODES.has(audit.scoreDisplayMode)) continue;
      if (audit.scoreDisplayMode !== 'error' && (audit.score === null || audit.score >= 1)) continue;
      // The port changes on every run; without the origin the report stays comparable between runs.
      const items = describeItems(audit.details)
        .filter(Boolean)
        .map((item) => item.replaceAll(origin, ''));
      failed.push({
        id: audit.id,
        category,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue ?? audit.errorMessage ?? audit.explanation,
        items: items.length > MAX_ITEMS ? [...items.slice(0, MAX_ITEMS), `… ${items.length - MAX_ITEMS} more`] : items,
      });
    }
  }
  return failed;
}

function score(report: Report, category: Category): number | null {
  const value = report.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function metric(report: Report, id: string, decimals = 0): number | null {
  const value = report.audits[id]?.numericValue;
  return typeof value === 'number' ? Number(value.toFixed(decimals)) : null;
}

/**
 * Runs the Lighthouse CLI rather than the Node API: the CLI launches and closes Chrome itself,
 * which keeps chrome-launcher (a dependency of lighthouse, not of ours) out of our imports.
 */
async function auditOnce(baseUrl: string, pagePath: string, headers?: Record<string, string>): Promise<PageAudit> {
  const cli = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));
  const dir = await mkdtemp(path.join(tmpdir(), 'itinera-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        cli,
        baseUrl + pagePath,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
        ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH }, maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stderr?: string; message: string }) => {
      throw new Error(`Lighthouse on ${pagePath}: ${error.stderr?.trim() || error.message}`);
    });
    const report = JSON.parse(await readFile(output, 'utf8')) as Report;
    if (report.runtimeError) throw new Error(`Lighthouse on ${pagePath}: ${report.runtimeError.message}`);
    return {
      path: pagePath,
      finalUrl: report.finalDisplayedUrl,
      scores: {
        performance: score(report, 'performance'),
        accessibility: score(report, 'accessibility'),
        'best-practices': score(report, 'best-practices'),
        seo: score(report, 'seo'),
      },
      metrics: {
        fcpMs: metric(report, 'first-contentful-paint'),
        lcpMs: metric(report, 'largest-contentful-paint'),
        tbtMs: metric(report, 'total-blocking-time'),
        cls: metric(report, 'cumulative-layout-shift', 3),
        speedIndexMs: metric(report, 'speed-index'),
        totalByteWeight: metric(report, 'total-byte-weight'),
      },
      failedAudits: failedAudits(report, baseUrl),
      warnings: report.runWarnings,
      benchmarkIndex: Math.round(report.environment.benchmarkIndex),
      runs: 1,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const ATTEMPTS = 3;

/** On a loaded machine Lighthouse now and then loses its trace (NO_NAVSTART) and itself asks to be run again. */
async function auditWithRetries(baseUrl: string, pagePath: string, headers?: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(baseUrl, pagePath, headers);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`${error instanceof Error ? error.message : error}\nTrying again (${attempt + 1} of ${ATTEMPTS}).`);
    }
  }
}

const loadAverageNow = () => Math.round((loadavg()[0] ?? 0) * 100) / 100;

/** A single mobile run swings by several Performance points, so the budget judges the median of a few. */
async function audit(baseUrl: string, page: LighthousePage, runs: number): Promise<PageAudit> {
  const before = loadAverageNow();
  const results: PageAudit[] = [];
  for (let i = 0; i < runs; i++) results.push(await auditWithRetries(baseUrl, page.path, page.headers));
  results.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const median = results[Math.floor(results.length / 2)];
  if (!median) throw new Error('Lighthouse needs at least one run');
  return { ...median, runs, budget: page.budget, loadAverage: { before, after: loadAverageNow() } };
}

/** Every page of lighthouse-pages.ts, `runs` times each. */
export async function auditPages(baseUrl: string, runs: number): Promise<PageAudit[]> {
  const audits: PageAudit[] = [];
  for (const page of await lighthousePages(baseUrl)) {
    console.log(`Lighthouse: ${page.path} (${runs} runs)…`);
    audits.push(await audit(baseUrl, page, runs));
  }
  return audits;
}

const OLD_BUDGET = 95;

export function lighthouseBudgets(pages: PageAudit[]): Budget[] {
  return pages.flatMap((page) =>
    CATEGORIES.map((category) => {
      const value = page.scores[category];
      const budget = page.budget ?? OLD_BUDGET;
      return {
        name: `Lighthouse \`${page.path}\` ${category}`,
        target: `≥ ${budget}`,
        actual: String(value ?? 'n/a'),
        met: value !== null && value >= budget,
      };
    }),
  );
}

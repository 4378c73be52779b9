/**
 * Reads a Vitest or Playwright JSON report for .ci/run: prints "passed failed" on stdout and the
 * name of every failure with the first line of its error on stderr, so that the end of a long CI
 * log says which test failed and why (the log's own record of it may be cut off).
 * Usage: node scripts/ci-report.ts vitest|playwright FILE
 */
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

export type Counts = { passed: number; failed: number; names: string[] };

export type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numFailedTestSuites: number;
  success: boolean;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};

type PlaywrightSpec = {
  title: string;
  file: string;
  line: number;
  ok: boolean;
  tests?: { results?: { error?: PlaywrightError }[] }[];
};
type PlaywrightError = { message?: string; location?: { file: string; line: number } };
type PlaywrightSuite = { specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
export type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
  errors?: { message?: string }[];
};

// Colours and blank lines are the reporter's, not the error's.
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean);
const named = (name: string, message: string | undefined) => {
  const reason = firstLine(message);
  return reason ? `${name}: ${reason}` : name;
};
// A long journey has many expectations of one kind: the line and the locator say which failed.
const where = (error: PlaywrightError | undefined) => {
  const locator = stripVTControlCharacters(error?.message ?? '')
    .split('\n')
    .find((line) => line.startsWith('Locator: '));
  return [error?.location && `at line ${error.location.line}`, locator].filter(Boolean).join(', ');
};

export function vitestCounts(report: VitestReport): Counts {
  const names = report.testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length > 0)
      return failed.map((test) => named(`${file.name} › ${test.fullName}`, test.failureMessages?.[0]));
    // A file whose setup fails reports no failed test, only its own status and message.
    return file.status === 'failed' ? [named(file.name, file.message ?? 'failed')] : [];
  });
  const failed = report.numFailedTests || (report.success ? 0 : Math.max(1, report.numFailedTestSuites));
  return { passed: report.numPassedTests, failed, names };
}

export function playwrightCounts(report: PlaywrightReport): Counts {
  const specs = (suite: PlaywrightSuite): PlaywrightSpec[] => [
    ...(suite.specs ?? []),
    ...(suite.suites ?? []).flatMap(specs),
  ];
  const names = [
    ...report.suites.flatMap(specs).flatMap((spec) => {
      if (spec.ok) return [];
      const error = spec.tests?.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
      const name = named(`${spec.file}:${spec.line} › ${spec.title}`, error?.message);
      const place = where(error);
      return [place ? `${name} (${place})` : name];
    }),
    ...(report.errors ?? []).map((error) => firstLine(error.message) ?? 'error'),
  ];
  const { expected, unexpected, flaky } = report.stats;
  return { passed: expected, failed: unexpected + flaky + (report.errors?.length ?? 0), names };
}

/** The counts of the report in `file`, or one failure when the run left none. */
export function reportCounts(kind: 'vitest' | 'playwright', file: string): Counts {
  if (!existsSync(file) || readFileSync(file, 'utf8').trim() === '')
    return { passed: 0, failed: 1, names: [`no ${kind} report: counted as one failure`] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return kind === 'vitest' ? vitestCounts(report) : playwrightCounts(report);
}

if (import.meta.main) {
  const [kind, file] = process.argv.slice(2);
  if (!file || (kind !== 'vitest' && kind !== 'playwright')) {
    console.error('usage: node scripts/ci-report.ts vitest|playwright FILE');
    process.exit(2);
  }
  const counts = reportCounts(kind, file);
  for (const name of counts.names) console.error(`FAILED ${name}`);
  console.log(`${counts.passed} ${counts.failed}`);
}

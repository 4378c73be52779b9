import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightCounts, reportCounts, vitestCounts } from './ci-report.ts';

describe('CI report counts', () => {
  it('names each failed Vitest test with its error, and a file that failed before any test', () => {
    const counts = vitestCounts({
      numPassedTests: 3,
      numFailedTests: 1,
      numFailedTestSuites: 2,
      success: false,
      testResults: [
        {
          name: 'a.test.ts',
          status: 'failed',
          assertionResults: [
            {
              fullName: 'trips are kept',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError: expected 2 to be 3\u001b[39m\n    at a.test.ts:4'],
            },
            { fullName: 'trips are read', status: 'passed' },
          ],
        },
        { name: 'b.test.ts', status: 'failed', message: 'hook timed out\nat setup', assertionResults: [] },
        { name: 'c.test.ts', status: 'passed', assertionResults: [{ fullName: 'fine', status: 'passed' }] },
      ],
    });
    expect(counts).toEqual({
      passed: 3,
      failed: 1,
      names: ['a.test.ts › trips are kept: AssertionError: expected 2 to be 3', 'b.test.ts: hook timed out'],
    });
  });

  it('counts a Vitest run that failed with no failed test as one failure', () => {
    const counts = vitestCounts({
      numPassedTests: 5,
      numFailedTests: 0,
      numFailedTestSuites: 0,
      success: false,
      testResults: [],
    });
    expect(counts.failed).toBe(1);
  });

  it('names failed and flaky Playwright specs in nested suites with their errors, and errors outside tests', () => {
    const counts = playwrightCounts({
      stats: { expected: 7, unexpected: 1, flaky: 1 },
      suites: [
        {
          specs: [{ title: 'home', file: 'home.spec.ts', line: 3, ok: true }],
          suites: [{ specs: [{ title: 'axe in German', file: 'pages.spec.ts', line: 34, ok: false }] }],
        },
        {
          specs: [
            {
              title: 'wizard',
              file: 'trip-wizard.spec.ts',
              line: 25,
              ok: false,
              tests: [
                {
                  results: [
                    {},
                    {
                      error: {
                        message: '\n\u001b[31mError: expect(locator).toHaveText(expected)\u001b[39m\n\nLocator: x',
                        location: { file: '/ci/tests/e2e/trip-wizard.spec.ts', line: 40 },
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'web server exited early\nstack' }],
    });
    expect(counts).toEqual({
      passed: 7,
      failed: 3,
      names: [
        'pages.spec.ts:34 › axe in German',
        'trip-wizard.spec.ts:25 › wizard: Error: expect(locator).toHaveText(expected) (at line 40, Locator: x)',
        'web server exited early',
      ],
    });
  });

  it('counts a missing or empty report as one failure', () => {
    const empty = path.join(mkdtempSync(path.join(tmpdir(), 'ci-report-')), 'empty.json');
    writeFileSync(empty, '');
    for (const file of [empty, `${empty}.missing`])
      expect(reportCounts('playwright', file)).toEqual({
        passed: 0,
        failed: 1,
        names: ['no playwright report: counted as one failure'],
      });
  });
});

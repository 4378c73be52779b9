import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit.ts';

const metadata = { vulnerabilities: { info: 0, low: 1, moderate: 1, high: 1, critical: 0, total: 3 } };

describe('auditVerdict', () => {
  it('fails on a high or critical advisory of a runtime dependency, naming it', () => {
    const verdict = auditVerdict({
      metadata,
      vulnerabilities: {
        'left-pad': { severity: 'high', via: [] },
        'right-pad': { severity: 'critical', via: [] },
        'mid-pad': { severity: 'moderate', via: [] },
      },
    });
    expect(verdict.failed).toBe(true);
    expect(verdict.lines).toEqual([
      'npm audit: left-pad has a high advisory',
      'npm audit: right-pad has a critical advisory',
      'npm audit: 2 runtime dependencies with high or critical advisories',
    ]);
  });

  it('passes with only lower advisories', () => {
    const verdict = auditVerdict({ metadata, vulnerabilities: { 'mid-pad': { severity: 'moderate', via: [] } } });
    expect(verdict.failed).toBe(false);
  });

  it('says so when the registry gives no audit, without calling that a pass or a failure', () => {
    const verdict = auditVerdict({ statusCode: 405, message: '405 Method Not Allowed' });
    expect(verdict).toEqual({
      lines: ['npm audit: the registry gave no audit (405 Method Not Allowed); nothing judged'],
      failed: false,
    });
  });
});

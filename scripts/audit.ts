import { execFileSync } from 'node:child_process';

/**
 * `npm audit` of the runtime dependencies: any advisory of high or critical severity fails (CI
 * counts it as a failure). When the registry will not answer the audit (the mirror these machines
 * reach refuses its POST), that is said plainly and nothing is judged: no response is not a pass.
 */
export type Report = {
  statusCode?: number;
  message?: string;
  metadata?: { vulnerabilities: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
};

/** What to print of a report, and whether it fails the run. */
export function auditVerdict(report: Report): { lines: string[]; failed: boolean } {
  if (!report.metadata) {
    return {
      lines: [`npm audit: the registry gave no audit (${report.message ?? 'no response'}); nothing judged`],
      failed: false,
    };
  }
  const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, found]) =>
    ['high', 'critical'].includes(found.severity),
  );
  return {
    lines: [
      ...serious.map(([name, found]) => `npm audit: ${name} has a ${found.severity} advisory`),
      `npm audit: ${serious.length} runtime dependencies with high or critical advisories`,
    ],
    failed: serious.length > 0,
  };
}

function audit(): string {
  try {
    return execFileSync('npm', ['audit', '--omit=dev', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // npm audit exits 1 when it finds anything; its report is still on stdout.
    return (error as { stdout?: string }).stdout ?? '';
  }
}

if (import.meta.main) {
  const { lines, failed } = auditVerdict(JSON.parse(audit() || '{}') as Report);
  for (const line of lines) console.log(line);
  process.exit(failed ? 1 : 0);
}

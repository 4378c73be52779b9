import { isRouteErrorResponse } from 'react-router';

function numeric(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599 ? value : undefined;
}

/** A route error's HTTP status: its statusCode, its status, or its response's status; else 500. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error !== 'object' || error === null) return 500;
  const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
  return numeric(candidate.statusCode) ?? numeric(candidate.status) ?? numeric(candidate.response?.status) ?? 500;
}

/** A request that never got a response (offline, timeout, dropped connection), in any browser's words. */
export function isNetworkError(error: unknown): boolean {
  return (
    error instanceof TypeError && /failed to fetch|networkerror|load failed|network connection/i.test(error.message)
  );
}

import { setLogDestination } from '#server/observability/logger.ts';

/** A line of the server's JSON log (server/observability/logger.ts). */
export type LogLine = Record<string, unknown> & { level: string; msg: string };

/**
 * Records the lines the server logs from now on (they still go where they went: an error still
 * fails the test, tests/setup/guards.ts); the returned function stops and gives them back.
 */
export function recordLog(): () => LogLine[] {
  const lines: LogLine[] = [];
  const previous = setLogDestination({
    write(line: string) {
      lines.push(JSON.parse(line));
      previous.write(line);
    },
  });
  return () => {
    setLogDestination(previous);
    return lines;
  };
}

/** Its messages but the one line per request. */
export const messages = (lines: LogLine[]) => lines.filter((line) => line.msg !== 'request').map((line) => line.msg);

/** PostgreSQL's codes for the constraints a write can break (PGlite reports the same). */
const codes = { unique: '23505', foreignKey: '23503' } as const;

/** Whether `error`, or an error it wraps (Drizzle wraps the driver's), is a violation of this kind. */
export function violates(error: unknown, kind: keyof typeof codes): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === codes[kind]) return true;
  }
  return false;
}

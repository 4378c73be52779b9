/**
 * JSON writes a NUL as `\u0000` and half of a surrogate pair as `\ud800`, say; an even run of
 * backslashes before either is text, not an escape. Raw bytes carry neither: a body is read as UTF-8.
 */
export const escapedUnstorable = /(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f])/i;

/** Half of a surrogate pair is no text: PostgreSQL's JSON refuses it, as its text refuses a NUL. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether the database would refuse this text. */
export const unstorable = (text: string) => text.includes('\0') || loneSurrogate.test(text);

/** A value still to look at, and how it was reached: the path is spelled out only for the one found. */
type Visit = { value: unknown; key: string; parent: Visit | null };

const pathOf = (visit: Visit) => {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first string, value or key, that the database would refuse, as the validation
 * messages name fields (`tags.1`); `[]` for the body itself, null for none. A loop over a stack of
 * its own, not recursion: however deep the value, the walk costs no call stack and one small
 * record per value.
 */
export function unstorablePath(value: unknown): string[] | null {
  const stack: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    // A key the database refuses is named before anything it holds.
    if ((visit.parent && unstorable(visit.key)) || (typeof visit.value === 'string' && unstorable(visit.value)))
      return pathOf(visit);
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    const entries = Object.entries(visit.value);
    // Last in, first out: the first entry goes on top, so the walk keeps the body's order.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, entry] = entries[index] as [string, unknown];
      stack.push({ value: entry, key, parent: visit });
    }
  }
  return null;
}

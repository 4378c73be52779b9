const quote = 0x22;
const backslash = 0x5c;
const openBracket = 0x5b;
const openBrace = 0x7b;
const closeBracket = 0x5d;
const closeBrace = 0x7d;

/**
 * Where the string that opens at `open` ends: the next quote after an even run of backslashes
 * (an odd run escapes it), or -1 when none does. Each run is counted once, before the one quote
 * that follows it, so a text of backslashes costs one pass too.
 */
function stringEnd(text: string, open: number): number {
  for (let at = text.indexOf('"', open + 1); at !== -1; at = text.indexOf('"', at + 1)) {
    let run = 0;
    while (text.charCodeAt(at - 1 - run) === backslash) run += 1;
    if (run % 2 === 0) return at;
  }
  return -1;
}

/**
 * Whether the arrays and objects of a JSON text nest deeper than `limit`, told from the text in
 * one pass with nothing cached but a count: before any parser or validator walks it, and however deep
 * it goes. Brackets inside strings are text. A text that is no JSON gets a response too; the parser
 * refuses it after.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === quote) {
      at = stringEnd(text, at);
      if (at === -1) return false;
    } else if (code === openBracket || code === openBrace) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === closeBracket || code === closeBrace) depth -= 1;
  }
  return false;
}

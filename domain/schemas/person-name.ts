import { z } from 'zod';

/**
 * Code points no name may hold, because they change how the text around a name reads, or break the
 * line it is on, without showing themselves: in a comment's byline, a mail's subject or Reply-To.
 */
const hiddenRanges: [from: number, to: number][] = [
  [0x00, 0x1f], // C0 controls: TAB, LF, CR…
  [0x7f, 0x9f], // DEL and the C1 controls (NEL…)
  [0x061c, 0x061c], // Arabic letter mark
  [0x200b, 0x200f], // zero-width space, non-joiner and joiner; left-to-right and right-to-left marks
  [0x2028, 0x202e], // line and paragraph separators; bidirectional embeddings, pop and overrides
  [0x2060, 0x2060], // word joiner
  [0x2066, 0x2069], // bidirectional isolates
  [0xfeff, 0xfeff], // zero-width no-break space (byte order mark)
];

const escaped = (code: number) => `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
const hiddenClass = hiddenRanges
  .map(([from, to]) => (from === to ? escaped(from) : `${escaped(from)}-${escaped(to)}`))
  .join('');

/**
 * A name without those code points. Written with `\uXXXX` escapes of BMP characters only, so it
 * means the same to ECMA-262 with and without the `u` flag: the API document carries it as is.
 */
export const plainNamePattern = new RegExp(`^[^${hiddenClass}]*$`);

const hiddenCharacters = new RegExp(`[${hiddenClass}]`, 'g');

/** A name stored before the rule, as mail and comments show it: the hidden code points left out. */
export const plainName = (name: string) => name.replace(hiddenCharacters, '');

/**
 * A person's name, the one rule for every door that takes one (sign-up, profile, contact form):
 * on one line and up to `max` characters, and refused with `plain_name` when it holds a hidden code point.
 */
export const personName = (max: number) =>
  z.string().trim().min(1).max(max).regex(plainNamePattern, { message: 'plain_name' });

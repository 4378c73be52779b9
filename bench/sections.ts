/**
 * A section of docs/performance.md that one bench writes and the others keep as it is: from its
 * heading to its closing comment.
 */
export function benchSection(heading: string, end: string) {
  const of = (markdown: string): string | undefined => {
    const start = markdown.indexOf(heading);
    const stop = markdown.indexOf(end);
    return start === -1 || stop === -1 ? undefined : markdown.slice(start, stop + end.length);
  };
  /** The markdown with the section replaced by `section`, or the section appended. */
  const into = (markdown: string, section: string | undefined): string => {
    if (!section) return markdown;
    const old = of(markdown);
    return old ? markdown.replace(old, section) : `${markdown.trimEnd()}\n\n${section}\n`;
  };
  return { of, into };
}

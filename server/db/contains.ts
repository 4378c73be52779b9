/** An ILIKE pattern for text containing `words` as typed (`%` and `_` match only themselves), or null for none. */
export const containing = (words: string): string | null => (words ? `%${words.replace(/[%_\\]/g, '\\$&')}%` : null);

// Letters that NFKD leaves whole but a traveller types without their stroke or ligature.
const folds: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ð: 'd', æ: 'ae', œ: 'oe', ß: 'ss', þ: 'th', ı: 'i' };

const simple = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/**
 * The form names and searched words are compared in: lower case, no accents or apostrophes, words
 * split by single spaces. Both the stored search documents and the typed query go through it, so
 * "ZURICH" meets "Zürich" without the database's `unaccent` (PGlite has none).
 */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // Most names are plain ASCII words already; they skip the Unicode passes, the costliest part of loading.
  if (simple.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøđðæœßþı]/g, (letter) => folds[letter] ?? letter)
    .replace(/['’ʼ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

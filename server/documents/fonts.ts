import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * DejaVu Sans (the `dejavu-fonts-ttf` package, free licence): one TrueType file per weight with
 * every Latin, Greek and Cyrillic letter, so umlauts and the names of places anywhere in Europe
 * come out whole in made pictures and PDFs, on a server without fonts of its own.
 */
const files = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

export type Fonts = Record<keyof typeof files, Buffer>;

const resolve = createRequire(import.meta.url).resolve;
let loaded: Promise<Fonts> | undefined;

/** Both weights, read once per process. */
export function documentFonts(): Promise<Fonts> {
  loaded ??= Promise.all([readFile(resolve(files.regular)), readFile(resolve(files.bold))]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  return loaded;
}

import { type Formats, formats } from '#domain/formats.ts';
import { useLocale } from './locale.tsx';

/** The formats of the page being rendered. */
export function useFormat(): Formats {
  return formats(useLocale());
}

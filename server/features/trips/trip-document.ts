import type { Locale } from '#domain/locale.ts';
import type { Translations } from '../../db/schema/index.ts';
import { tripDocument } from './trip.presenter.ts';
import type { TripRecord } from './trip-record.ts';

/**
 * A saved trip as the wizard edits it in one language. A language the trip does not have yet
 * starts from the words of the language it was written in, for the author to translate
 * (`translating`).
 */
export function tripDocumentFor(record: TripRecord, language: Locale) {
  const words = <T>(text: Translations<T>): Partial<T> => text[language] ?? text[record.language] ?? {};
  return { translating: !record.languages.includes(language), document: tripDocument(record, language, words) };
}

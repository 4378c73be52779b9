import type { Draft } from './wizard-draft.ts';

/**
 * Unsaved drafts are kept in this browser until the server has them, so a failed save, a closed
 * tab or a crash loses nothing. One entry per trip (or new trip) and language.
 */
const keyOf = (tripId: string | null, language: string) => `itinera:trip-draft:${tripId ?? 'new'}:${language}`;

export function keepDraft(tripId: string | null, draft: Draft) {
  try {
    localStorage.setItem(keyOf(tripId, draft.language), JSON.stringify(draft));
  } catch {
    // A full or disabled storage must not stop the author; the server save still runs.
  }
}

export function storedDraft(tripId: string | null, language: string): Draft | null {
  try {
    const raw = localStorage.getItem(keyOf(tripId, language));
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

export function forgetDraft(tripId: string | null, language: string) {
  try {
    localStorage.removeItem(keyOf(tripId, language));
  } catch {
    // Nothing cached, nothing to forget.
  }
}

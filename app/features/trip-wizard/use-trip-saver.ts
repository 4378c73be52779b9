import { type Dispatch, useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure, callApi } from '#app/lib/api-client.ts';
import { forgetDraft, keepDraft } from './draft-backup.ts';
import { serverNames, toSaveDocument } from './wizard-draft.ts';
import type { WizardAction, WizardState } from './wizard-reducer.ts';
import { draftViolations } from './wizard-validation.ts';

/** Quiet saves run once the author pauses; a failed one is tried again a little later. */
const AUTOSAVE_AFTER_MS = 2500;
const RETRY_AFTER_MS = 10_000;
const KEEP_AFTER_MS = 300;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';
export type SaveOutcome = 'saved' | 'invalid' | 'failed' | 'conflict';

/**
 * Saves the draft: creates the trip on its first save, then sends the whole document with the
 * version it was loaded at. Keeps every unsaved draft in the browser, saves quietly while the
 * author works, retries after a failure, and stops at a conflict for the author to decide.
 */
export function useTripSaver(state: WizardState, dispatch: Dispatch<WizardAction>, locale: string) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [conflict, setConflict] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const latest = useRef(state);
  latest.current = state;
  const running = useRef<Promise<SaveOutcome> | null>(null);
  const createdId = useRef<string | null>(null);

  const persist = useCallback(async (): Promise<SaveOutcome> => {
    const { draft, tripId } = latest.current;
    if (draftViolations(draft).length > 0) return 'invalid';
    setStatus('saving');
    let id = tripId;
    let version = draft.version;
    let created = false;
    try {
      if (!id || version === null) {
        const made = await callApi(
          'POST /trip/create',
          { json: { language: draft.language, title: draft.title } },
          { locale },
        );
        // Read-only fields are optional only in what a client sends; every response carries them.
        id = made._id as string;
        version = made.version;
        createdId.current = id;
        created = true;
      }
      const saved = await callApi(
        'PUT /trip/{id}',
        { params: { id }, json: toSaveDocument(draft, version) },
        { locale },
      );
      dispatch({ type: 'saved', sent: draft, tripId: id, version: saved.version, names: serverNames(draft, saved) });
      setStatus('saved');
      setServerMessage(null);
      return 'saved';
    } catch (error) {
      // The trip exists though its words did not reach it, so the next save edits it. Told only on
      // failure: on success 'saved' carries the id, and an earlier 'created' would make the draft
      // look edited, to be kept in the browser and saved once more.
      if (created && id !== null && version !== null) dispatch({ type: 'created', tripId: id, version });
      setStatus('failed');
      if (error instanceof ApiFailure && error.status === 409) {
        setConflict(true);
        return 'conflict';
      }
      // A 400 names what is wrong (a picture not the author's, say); other refusals say nothing new.
      setServerMessage(error instanceof ApiFailure && error.status === 400 ? error.serverMessage : null);
      return 'failed';
    } finally {
      // From now on this browser keeps the draft under the trip's id.
      if (created) forgetDraft(null, draft.language);
    }
  }, [dispatch, locale]);

  /** One save at a time; a call while one runs gets that one's outcome. */
  const save = useCallback(() => {
    running.current ??= persist().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [persist]);

  // Every unsaved draft stays in the browser until the server has it (not merely until the page opens).
  // Written once typing pauses, and at once when the page goes away.
  useEffect(() => {
    if (!state.hasPendingChanges) {
      if (status === 'saved') forgetDraft(state.tripId, state.draft.language);
      return;
    }
    const keep = () => keepDraft(state.tripId, state.draft);
    const timer = setTimeout(keep, KEEP_AFTER_MS);
    window.addEventListener('pagehide', keep);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', keep);
    };
  }, [state.draft, state.tripId, state.hasPendingChanges, status]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the draft restarts the pause
  useEffect(() => {
    if (!state.hasPendingChanges || conflict) return;
    // An invalid draft is not sent: the save itself checks it and quietly does nothing.
    const timer = setTimeout(() => void save(), status === 'failed' ? RETRY_AFTER_MS : AUTOSAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state.draft, state.hasPendingChanges, status, conflict, save]);

  /** After a conflict: the author keeps their draft, saved over the version the server has now. */
  const keepMine = useCallback(async () => {
    const { tripId, draft } = latest.current;
    if (!tripId) return;
    try {
      const current = await callApi(
        'GET /trip/{id}',
        { params: { id: tripId }, query: { language: draft.language } },
        { locale },
      );
      dispatch({ type: 'created', tripId, version: current.version });
      setConflict(false);
      // The quiet save sends the draft again, now over the server's version.
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  }, [dispatch, locale]);

  /** The trip's id as of now, also right after a save created it and before the next render. */
  const tripId = useCallback(() => latest.current.tripId ?? createdId.current, []);

  return { status, save, tripId, conflict, keepMine, serverMessage, dismissConflict: () => setConflict(false) };
}

export type TripSaver = ReturnType<typeof useTripSaver>;

import { useEffect, useState } from 'react';
import { callApi } from '#app/lib/api-client.ts';
import type { Locale } from '#domain/locale.ts';
import { type Draft, mapTexts } from './wizard-draft.ts';
import type { WizardAction } from './wizard-reducer.ts';

/** `none`: no translation; `manual`: the original's words wait to be translated; `machine`: prefilled. */
export type TranslationMode = 'none' | 'manual' | 'machine';

/**
 * A trip opened in a language it does not have yet starts with the original's words. When the
 * site has a translation service they are replaced by its translation, for the author to check;
 * without one (or when it fails) they stay, marked for translation.
 */
export function useMachineTranslation(
  active: boolean,
  draft: Draft,
  source: Locale,
  dispatch: (action: WizardAction) => void,
  locale: Locale,
): TranslationMode {
  const [mode, setMode] = useState<TranslationMode>(active ? 'manual' : 'none');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the words the page opened with
  useEffect(() => {
    if (!active) return;
    const texts: string[] = [];
    mapTexts(draft, (text) => {
      texts.push(text);
      return text;
    });
    const controller = new AbortController();
    callApi(
      'POST /translate',
      { json: { source, target: draft.language, texts } },
      { locale, signal: controller.signal },
    )
      .then((answer) => {
        if (!answer.machineTranslated) return;
        let index = 0;
        dispatch({ type: 'restore', draft: mapTexts(draft, (text) => answer.texts[index++] ?? text) });
        setMode('machine');
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return mode;
}

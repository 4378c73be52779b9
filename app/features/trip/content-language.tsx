import { createContext, type ReactNode, useContext } from 'react';
import { useLocale } from '#app/lib/locale.tsx';
import type { Locale } from '#domain/locale.ts';

/**
 * The languages of a trip's author text: `words` for the translated text the page shows (the
 * original when the page's language is missing), `original` for what is written once for all
 * languages (period, prices).
 */
type Languages = { words: Locale; original: Locale };

const ContentLanguages = createContext<Languages | null>(null);

export function ContentLanguageProvider({ languages, children }: { languages: Languages; children: ReactNode }) {
  return <ContentLanguages.Provider value={languages}>{children}</ContentLanguages.Provider>;
}

/**
 * The `lang` each kind of author text needs: none when it is the page's language, so only text of
 * the other language is marked (issue 29), and screen readers and hyphenation follow it.
 */
export function useContentLang(): { words?: Locale; original?: Locale } {
  const page = useLocale();
  const languages = useContext(ContentLanguages);
  if (!languages) return {};
  return {
    words: languages.words === page ? undefined : languages.words,
    original: languages.original === page ? undefined : languages.original,
  };
}

import { createContext, useContext } from 'react';

/**
 * The built stylesheet, provided by entry.server only: the server inlines it into the head and
 * the browser keeps that element as it is, so the CSS never travels a second time inside the JS.
 */
export const InlineStylesContext = createContext('');

export function InlineStyles({ nonce }: { nonce: string }) {
  const css = useContext(InlineStylesContext);
  return (
    <style
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, no user input
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}

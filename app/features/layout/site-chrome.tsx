import type { ReactNode } from 'react';

/** Header, fixed navigation, footer and feedback around every page (placeholder until the layout lands). */
export function SiteChrome({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}

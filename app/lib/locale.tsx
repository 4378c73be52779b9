import type { ComponentProps } from 'react';
import { Link, useLocation } from 'react-router';
import { type Locale, localeFromPath, localizePath } from '#domain/locale.ts';

export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Builds site paths in the current page's language. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}

/** A link to a site path (written without `/de`) that stays in the current language. */
export function LocalLink({ to, ...props }: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  return <Link to={useLocalePath()(to)} {...props} />;
}

import { Link } from 'react-router';
import { enhance } from '#app/lib/enhance.ts';
import type { LanguageLinkItem } from './language-links.ts';
import { rememberLocale } from './remember-locale.ts';

type LanguageLinkProps = { link: LanguageLinkItem; className: string };

/** The same page in another language; following it also stores the choice. */
export function LanguageLink({ link, className }: LanguageLinkProps) {
  return (
    <Link
      to={link.href}
      lang={link.locale}
      hrefLang={link.locale}
      aria-current={link.current ? 'page' : undefined}
      {...enhance('locale-choice')}
      className={className}
      onClick={() => rememberLocale(link.locale)}
    >
      {link.name}
    </Link>
  );
}

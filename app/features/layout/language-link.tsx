import { Link } from 'react-router';
import { type LanguageLinkItem, rememberLocale } from './language-links.ts';

type LanguageLinkProps = { link: LanguageLinkItem; className: string; onChoose: () => void };

/** The same page in another language; following it also stores the choice. */
export function LanguageLink({ link, className, onChoose }: LanguageLinkProps) {
  return (
    <Link
      to={link.href}
      lang={link.locale}
      hrefLang={link.locale}
      aria-current={link.current ? 'page' : undefined}
      className={className}
      onClick={() => {
        rememberLocale(link.locale);
        onChoose();
      }}
    >
      {link.name}
    </Link>
  );
}

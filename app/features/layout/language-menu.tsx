import { useTranslation } from 'react-i18next';
import { Dropdown, dropdownLinkClass } from '#app/components/ui/dropdown.tsx';
import { GlobeIcon } from '#app/components/ui/icons.tsx';
import { useLocale } from '#app/lib/locale.tsx';
import { LanguageLink } from './language-link.tsx';
import { useLanguageLinks } from './language-links.ts';

export function LanguageMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const links = useLanguageLinks();
  return (
    <Dropdown
      trigger={
        <>
          <GlobeIcon className="size-4" />
          <span className="sr-only">{t('nav.language')}: </span>
          {locale.toUpperCase()}
        </>
      }
    >
      {links.map((link) => (
        <li key={link.locale}>
          <LanguageLink link={link} className={dropdownLinkClass} />
        </li>
      ))}
    </Dropdown>
  );
}

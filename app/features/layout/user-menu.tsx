import { useTranslation } from 'react-i18next';
import { Avatar } from '#app/components/ui/avatar.tsx';
import { Dropdown, dropdownLinkClass } from '#app/components/ui/dropdown.tsx';
import { LocalLink } from '#app/lib/locale.tsx';
import { accountLinks, signOutLink } from './nav-items.ts';
import type { SiteUser } from './use-root-data.ts';

export function UserMenu({ user }: { user: SiteUser }) {
  const { t } = useTranslation();
  const name = user.displayName.trim() || t('account-profile:unnamed');
  return (
    <Dropdown
      trigger={
        <>
          <Avatar photo={user.photo} preset="avatar-xs" alt="" className="size-7" />
          <span className="sr-only">{t('nav.userMenu')}: </span>
          <span className="max-w-32 truncate">{name}</span>
        </>
      }
    >
      {[...accountLinks, signOutLink].map((link) => (
        <li key={link.to} className={link === signOutLink ? 'mt-1.5 border-t border-slate-200 pt-1.5' : undefined}>
          <LocalLink to={link.to} className={dropdownLinkClass}>
            {t(link.key)}
          </LocalLink>
        </li>
      ))}
    </Dropdown>
  );
}

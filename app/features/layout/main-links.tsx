import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalePath } from '#app/lib/locale.tsx';
import { mainLinks } from './nav-items.ts';

type MainLinksProps = { className: string; linkClassName: string };

/** The top bar's links; NavLink marks the current section with aria-current. */
export function MainLinks({ className, linkClassName }: MainLinksProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <ul className={className}>
      {mainLinks.map((link) => (
        <li key={link.to}>
          <NavLink to={localePath(link.to)} end={link.to === '/'} className={linkClassName}>
            {t(link.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

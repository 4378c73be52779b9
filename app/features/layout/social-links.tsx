import { useTranslation } from 'react-i18next';
import { FacebookIcon, InstagramIcon, PinterestIcon } from '#app/components/ui/icons.tsx';
import { socialNetworks } from '#domain/site.ts';
import { useRootData } from './use-root-data.ts';

const icons = { instagram: InstagramIcon, facebook: FacebookIcon, pinterest: PinterestIcon };

/** The operator's accounts their settings name (SOCIAL_*_URL); nothing when they name none. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { socialLinks } = useRootData();
  const links = socialNetworks.flatMap((network) => {
    const href = socialLinks?.[network.id];
    return href ? [{ ...network, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {links.map(({ id, label, href }) => {
        const Icon = icons[id];
        return (
          <li key={id}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('nav.social', { network: label })}
              className="grid size-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-teal-800"
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

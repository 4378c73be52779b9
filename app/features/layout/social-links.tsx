import { useTranslation } from 'react-i18next';
import { FacebookIcon, InstagramIcon, PinterestIcon } from '#app/components/ui/icons.tsx';
import { socialLinks } from '#domain/site.ts';

const icons = { instagram: InstagramIcon, facebook: FacebookIcon, pinterest: PinterestIcon };

export function SocialLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {socialLinks.map(({ id, label, href }) => {
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

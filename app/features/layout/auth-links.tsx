import { useTranslation } from 'react-i18next';
import { LocalLink } from '#app/lib/locale.tsx';

type AuthLinksProps = { className?: string };

/** Login and the prominent "Share Your Trip" call to action for signed-out visitors. */
export function AuthLinks({ className = '' }: AuthLinksProps) {
  const { t } = useTranslation();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <LocalLink
        to="/signin"
        className="rounded-md px-3 py-2 text-center text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-teal-800"
      >
        {t('nav.login')}
      </LocalLink>
      <LocalLink
        to="/register"
        className="rounded-full bg-teal-700 px-4 py-2 text-center text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-teal-800"
      >
        {t('nav.shareTrip')}
      </LocalLink>
    </div>
  );
}

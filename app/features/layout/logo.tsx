import { useTranslation } from 'react-i18next';
import { LocalLink } from '#app/lib/locale.tsx';

/** Between `md` and `lg` only the mark shows: the full desktop bar needs the room there. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <LocalLink
      to="/"
      aria-label={t('nav.logo')}
      className="flex shrink-0 items-center gap-2 rounded-md py-1 text-teal-800"
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-teal-700" />
        <path
          d="M9 23c3-1 4-4 6.5-6.5S21 13 23 9"
          fill="none"
          stroke="white"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeDasharray="0.1 4"
        />
        <circle cx="9" cy="23" r="2.3" fill="white" />
        <circle cx="23" cy="9" r="2.3" fill="white" />
      </svg>
      <span className="text-xl font-bold tracking-tight md:max-lg:hidden">{t('meta.siteName')}</span>
    </LocalLink>
  );
}

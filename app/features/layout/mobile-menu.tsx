import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonalSlot } from '#app/components/personal-slot.tsx';
import { CloseIcon, MenuIcon } from '#app/components/ui/icons.tsx';
import { useDisclosure } from '#app/components/ui/use-disclosure.ts';
import { LocalLink } from '#app/lib/locale.tsx';
import { AuthLinks } from './auth-links.tsx';
import { LanguageLink } from './language-link.tsx';
import { useLanguageLinks } from './language-links.ts';
import { MainLinks } from './main-links.tsx';
import { accountLinks, signOutLink } from './nav-items.ts';
import { SocialLinks } from './social-links.tsx';
import type { SiteUser } from './use-root-data.ts';

const linkClass =
  'block rounded-md px-3 py-2.5 font-medium text-slate-800 hover:bg-slate-100 hover:text-teal-800 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-800';
const groupLabelClass = 'px-3 pb-1 text-xs font-semibold tracking-wider text-slate-600 uppercase';

/** The signed-in user's links under their name, or the ways to sign in. */
export function MobileAccount({ user }: { user: SiteUser | null }) {
  const { t } = useTranslation();
  const accountId = useId();
  return (
    <PersonalSlot name="account-mobile">
      {user ? (
        <div>
          <p id={accountId} className={groupLabelClass}>
            {user.displayName}
          </p>
          <ul aria-labelledby={accountId} className="space-y-0.5">
            {[...accountLinks, signOutLink].map((link) => (
              <li key={link.to}>
                <LocalLink to={link.to} className={linkClass}>
                  {t(link.key)}
                </LocalLink>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <AuthLinks className="flex-col-reverse items-stretch *:py-2.5 *:text-base" />
      )}
    </PersonalSlot>
  );
}

/** Below `md` the whole navigation folds into this panel under the bar. */
export function MobileMenu({ user }: { user: SiteUser | null }) {
  const { t } = useTranslation();
  const { rootProps, buttonProps, panelProps } = useDisclosure();
  const languages = useLanguageLinks();
  const languageId = useId();
  return (
    <div {...rootProps} className="ml-auto md:hidden">
      <button
        {...buttonProps}
        aria-label={t('nav.menu')}
        className="group grid size-11 place-items-center rounded-md text-slate-800 hover:bg-slate-100"
      >
        <MenuIcon className="size-6 group-aria-expanded:hidden" />
        <CloseIcon className="hidden size-6 group-aria-expanded:block" />
      </button>
      <div
        {...panelProps}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] space-y-5 overflow-y-auto border-y border-slate-200 bg-white px-4 pt-3 pb-6 shadow-lg"
      >
        <MainLinks className="space-y-0.5" linkClassName={linkClass} />
        <MobileAccount user={user} />
        <div>
          <p id={languageId} className={groupLabelClass}>
            {t('nav.language')}
          </p>
          <ul aria-labelledby={languageId} className="flex gap-2">
            {languages.map((link) => (
              <li key={link.locale} className="flex-1">
                <LanguageLink link={link} className={`${linkClass} border border-slate-200 text-center`} />
              </li>
            ))}
          </ul>
        </div>
        <SocialLinks className="px-1.5" />
      </div>
    </div>
  );
}

import { PersonalSlot } from '#app/components/personal-slot.tsx';
import { AuthLinks } from './auth-links.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { Logo } from './logo.tsx';
import { MainLinks } from './main-links.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SocialLinks } from './social-links.tsx';
import { type SiteUser, useRootData } from './use-root-data.ts';
import { UserMenu } from './user-menu.tsx';

const linkClass =
  'block rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-teal-800 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-800 lg:px-3';

/** The signed-in user's menu, or the ways to sign in. */
export function NavAccount({ user }: { user: SiteUser | null }) {
  return <PersonalSlot name="account">{user ? <UserMenu user={user} /> : <AuthLinks />}</PersonalSlot>;
}

/** The top bar's content; the header and its fixed copy both render it. */
export function NavBar({ label }: { label: string }) {
  const { user } = useRootData();
  return (
    <nav aria-label={label} className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:px-6">
      <Logo />
      <MainLinks className="ml-2 hidden items-center md:flex lg:ml-6" linkClassName={linkClass} />
      <div className="ml-auto hidden items-center gap-1 md:flex">
        <SocialLinks className="hidden lg:flex" />
        <LanguageMenu />
        <NavAccount user={user} />
      </div>
      <MobileMenu user={user} />
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalePath } from '#app/lib/locale.tsx';

const adminSections = ['reports', 'users', 'trips', 'posts', 'newsletter', 'audit'] as const;
const editorSections = ['posts'] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 font-medium ${isActive ? 'bg-teal-700 text-white' : 'text-slate-800 hover:bg-slate-100'}`;

/** The admin area's sections (an editor's: the magazine); the current one is marked with aria-current. */
export function AdminSidebar({ admin }: { admin: boolean }) {
  const sections = admin ? adminSections : editorSections;
  const { t } = useTranslation('admin');
  const localePath = useLocalePath();
  return (
    <nav aria-label={t('sidebar.label')} className="md:w-48 md:shrink-0">
      <ul className="flex flex-wrap gap-2 md:flex-col">
        {sections.map((section) => (
          <li key={section}>
            <NavLink to={localePath(`/admin/${section}`)} className={linkClass}>
              {t(`sidebar.${section}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

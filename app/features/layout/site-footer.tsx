import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NewsletterButton,
  NewsletterDialog,
  newsletterButtonClass,
} from '#app/components/newsletter/newsletter-signup.tsx';
import { bindDialogOpener } from '#app/components/ui/dialog-opener.ts';
import { enhance } from '#app/lib/enhance.ts';
import { LocalLink, useLocale, useLocalePath } from '#app/lib/locale.tsx';
import { accountLinks, footerContactLinks, footerLegalLinks, footerSiteLinks } from './nav-items.ts';
import { SocialLinks } from './social-links.tsx';
import { useRootData } from './use-root-data.ts';

const linkClass = 'text-sm text-slate-700 hover:text-teal-800 hover:underline';

function Column({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-slate-900 uppercase">
        {title}
      </h2>
      <ul aria-labelledby={id} className="mt-4 space-y-2.5">
        {children}
      </ul>
    </div>
  );
}

const bindOpener = (link: HTMLAnchorElement | null) => (link ? bindDialogOpener(link) : undefined);

function Items({ links }: { links: readonly { to: string; key: string; dialog?: string }[] }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return links.map((link) => (
    <li key={link.to}>
      {link.dialog ? (
        <a
          href={localePath(link.to)}
          aria-controls={link.dialog}
          ref={bindOpener}
          {...enhance('dialog-opener')}
          className={linkClass}
        >
          {t(link.key)}
        </a>
      ) : (
        <LocalLink to={link.to} className={linkClass}>
          {t(link.key)}
        </LocalLink>
      )}
    </li>
  ));
}

export function SiteFooter() {
  const { t } = useTranslation();
  const { donationUrl } = useRootData();
  const locale = useLocale();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-3 sm:px-6">
        <Column title={t('footer.site')}>
          <Items links={footerSiteLinks} />
        </Column>
        <Column title={t('footer.account')}>
          <Items links={accountLinks} />
        </Column>
        <Column title={t('footer.resources')}>
          <Items links={footerContactLinks} />
          {donationUrl && (
            <li>
              <a href={donationUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {t('footer.supportUs')} <span className="sr-only">{t('footer.externalHint')}</span>
              </a>
            </li>
          )}
          <Items links={footerLegalLinks} />
        </Column>
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 sm:px-6">
          <p className="text-sm text-slate-600">{t('footer.copyright')}</p>
          <NewsletterButton className={newsletterButtonClass.secondary}>{t('newsletter:open')}</NewsletterButton>
          <SocialLinks className="-mx-2" />
        </div>
      </div>
      <NewsletterDialog locale={locale} />
    </footer>
  );
}

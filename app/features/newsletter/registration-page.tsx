import { useTranslation } from 'react-i18next';
import { HomeLink, NewsletterPage, Outcome } from './newsletter-page.tsx';

/** `/registration-newsletter`: where the sign-up leads; the subscription waits for the mailed link. */
export function RegistrationPage() {
  const { t } = useTranslation('newsletter');
  return (
    <NewsletterPage title={t('registration.title')}>
      <Outcome>
        <strong className="font-semibold text-slate-900">{t('success')}.</strong> {t('registration.text')}
      </Outcome>
      <p className="text-base">{t('registration.hint')}</p>
      <HomeLink />
    </NewsletterPage>
  );
}

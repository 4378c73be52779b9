import { useTranslation } from 'react-i18next';
import { NewsletterButton, newsletterButtonClass } from '#app/components/newsletter/newsletter-signup.tsx';
import { HomeLink, NewsletterPage, Outcome, TokenButton } from './newsletter-page.tsx';
import type { ConfirmationState } from './newsletter-pages.server.ts';

/**
 * `/confirmation-newsletter?token=`: the mailed link asks for one click (a POST, which mail
 * scanners do not make), then says so. A dead link offers the sign-up again.
 */
export function ConfirmationPage({ state, token }: { state: ConfirmationState; token: string }) {
  const { t } = useTranslation('newsletter');
  return (
    <NewsletterPage title={t('confirmation.title')}>
      {state === 'ask' && (
        <TokenButton question={t('confirmation.question')} token={token} label={t('confirmation.button')} />
      )}
      {state === 'confirmed' && <Outcome>{t('confirmation.done')}</Outcome>}
      {(state === 'expired' || state === 'invalid') && (
        <>
          <Outcome>{t(state === 'expired' ? 'errors.linkExpired' : 'errors.linkInvalid')}</Outcome>
          <NewsletterButton className={newsletterButtonClass.primary}>{t('confirmation.again')}</NewsletterButton>
        </>
      )}
      <HomeLink />
    </NewsletterPage>
  );
}

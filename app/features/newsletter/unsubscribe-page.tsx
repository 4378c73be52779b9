import { useTranslation } from 'react-i18next';
import { LocalLink } from '#app/lib/locale.tsx';
import { linkClass, NewsletterPage, Outcome, TokenButton } from './newsletter-page.tsx';
import type { UnsubscribeState } from './newsletter-pages.server.ts';

/** `/unsubscribe/newsletter?token=`: the link in every newsletter mail; one button, then the outcome. */
export function UnsubscribePage({ state, token }: { state: UnsubscribeState; token: string }) {
  const { t } = useTranslation('newsletter');
  return (
    <NewsletterPage title={t('unsubscribe.title')}>
      {state === 'ask' && (
        <TokenButton question={t('unsubscribe.question')} token={token} label={t('unsubscribe.button')} />
      )}
      {state !== 'ask' && <Outcome>{t(state === 'done' ? 'unsubscribe.done' : 'unsubscribe.invalid')}</Outcome>}
      <p className="text-base">
        <LocalLink to="/account/setting" className={linkClass}>
          {t('account-settings:unsubscribe.settings')}
        </LocalLink>
      </p>
    </NewsletterPage>
  );
}

import { useTranslation } from 'react-i18next';
import { NewsletterButton, newsletterButtonClass } from './newsletter-signup.tsx';

/** The magazine's invitation to the newsletter: its button opens the footer's sign-up. */
export function NewsletterCall({ className = '' }: { className?: string }) {
  const { t } = useTranslation('newsletter');
  return (
    <section
      aria-labelledby="newsletter-call"
      className={`rounded-2xl border border-teal-200 bg-teal-50 p-6 sm:flex sm:items-center sm:justify-between sm:gap-6 ${className}`}
    >
      <div>
        <h2 id="newsletter-call" className="text-xl font-bold text-slate-900">
          {t('cta.heading')}
        </h2>
        <p className="mt-1 text-slate-700">{t('cta.text')}</p>
      </div>
      <NewsletterButton className={`${newsletterButtonClass.primary} mt-4 shrink-0 sm:mt-0`}>
        {t('cta.button')}
      </NewsletterButton>
    </section>
  );
}

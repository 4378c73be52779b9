import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { LocalLink } from '#app/lib/locale.tsx';
import type { UnsubscribeState } from './unsubscribe.server.ts';

const buttonClass =
  'inline-flex items-center justify-center rounded-full bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800';
const linkClass = 'font-medium text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900';

/** Where a mail's "Stop these mails" leads: one button, then the outcome and the way back. */
export function UnsubscribePage({ state, token }: { state: UnsubscribeState; token: string }) {
  const { t } = useTranslation('account-settings');
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('unsubscribe.title')}</h1>
      {state === 'ask' && (
        <Form method="post" className="mt-6 space-y-6">
          <p className="text-lg text-slate-700">{t('unsubscribe.question')}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonClass}>
            {t('commentMails.turnOff')}
          </button>
        </Form>
      )}
      {state !== 'ask' && (
        <p role="status" className="mt-6 text-lg text-slate-700">
          {t(state === 'done' ? 'unsubscribe.done' : 'unsubscribe.invalid')}
        </p>
      )}
      <p className="mt-6 text-slate-700">
        <LocalLink to="/account/setting" className={linkClass}>
          {t('unsubscribe.settings')}
        </LocalLink>
      </p>
    </div>
  );
}

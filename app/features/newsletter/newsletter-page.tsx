import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { LocalLink } from '#app/lib/locale.tsx';

const buttonClass =
  'inline-flex items-center justify-center rounded-full bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';
export const linkClass =
  'font-medium text-teal-800 underline decoration-teal-800/40 underline-offset-2 hover:text-teal-900';

/** The frame of the newsletter's pages: a title and what follows. */
export function NewsletterPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-6 space-y-6 text-lg text-slate-700">{children}</div>
    </div>
  );
}

/** A question and the one button that answers it: the link's token goes back in a POST. */
export function TokenButton({ question, token, label }: { question: string; token: string; label: string }) {
  return (
    <Form method="post" className="space-y-6">
      <p>{question}</p>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={buttonClass}>
        {label}
      </button>
    </Form>
  );
}

/** The outcome, announced where the button was. */
export function Outcome({ children }: { children: ReactNode }) {
  return <p role="status">{children}</p>;
}

export function HomeLink() {
  const { t } = useTranslation('newsletter');
  return (
    <p className="text-base">
      <LocalLink to="/" className={linkClass}>
        {t('home')}
      </LocalLink>
    </p>
  );
}

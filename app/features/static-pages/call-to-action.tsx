import { LocalLink } from '#app/lib/locale.tsx';
import { primaryButton, secondaryButton } from './styles.ts';
import type { CallToAction } from './types.ts';

/** The closing invitation of a page: one main action and one quieter alternative. */
export function CallToActionPanel({ cta, to, secondaryTo }: { cta: CallToAction; to: string; secondaryTo: string }) {
  return (
    <section className="mt-16 rounded-3xl bg-teal-50 p-6 text-center sm:p-10">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{cta.heading}</h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">{cta.text}</p>
      <div className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <LocalLink to={to} className={primaryButton}>
          {cta.button}
        </LocalLink>
        <LocalLink to={secondaryTo} className={secondaryButton}>
          {cta.secondary}
        </LocalLink>
      </div>
    </section>
  );
}

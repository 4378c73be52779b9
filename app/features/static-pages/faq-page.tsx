import { RichText } from './rich-text-view.tsx';
import { PageHeader } from './static-page.tsx';
import { column } from './styles.ts';
import type { FaqContent } from './types.ts';

function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="mt-0.5 size-5 shrink-0 text-teal-700 transition-transform group-open:rotate-180"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m5 8 5 5 5-5" />
    </svg>
  );
}

/**
 * Questions are native <details>: they open with Enter or Space before any script has loaded,
 * stay searchable with the browser's find, and open when a link points at their id.
 */
export function FaqPage({ page }: { page: FaqContent }) {
  return (
    <div className={`${column} py-12 sm:py-16`}>
      <PageHeader title={page.title} intro={page.intro} />
      {page.groups.map((group) => (
        <section key={group.id} id={group.id} className="mt-12 scroll-mt-24">
          <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{group.heading}</h2>
          <div className="mt-5 divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {group.questions.map((item) => (
              <details key={item.id} id={`faq-${item.id}`} className="group scroll-mt-24">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-slate-900 hover:text-teal-800 sm:px-6 [&::-webkit-details-marker]:hidden">
                  <span>{item.question}</span>
                  <Chevron />
                </summary>
                <RichText blocks={item.answer} className="px-5 pb-5 text-slate-700 sm:px-6" />
              </details>
            ))}
          </div>
        </section>
      ))}
      <section className="mt-12 rounded-2xl bg-teal-50 p-6 sm:p-8">
        <h2 className="text-xl font-semibold text-slate-900">{page.more.heading}</h2>
        <RichText blocks={page.more.body} className="mt-2 text-slate-700" />
      </section>
    </div>
  );
}

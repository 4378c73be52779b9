import type { ReactNode } from 'react';
import type { Block } from './rich-text.ts';
import { RichText } from './rich-text-view.tsx';
import { column } from './styles.ts';
import type { StaticPageContent } from './types.ts';

export function PageHeader({ title, intro, updated }: { title: string; intro: Block[]; updated?: string | null }) {
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
      {updated && <p className="mt-3 text-sm text-slate-600">{updated}</p>}
      <RichText blocks={intro} className="mt-6 text-lg text-slate-700 sm:leading-8" />
    </div>
  );
}

function TableOfContents({ label, sections }: { label: string; sections: StaticPageContent['sections'] }) {
  return (
    <nav aria-labelledby="page-toc" className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <p id="page-toc" className="font-semibold text-slate-900">
        {label}
      </p>
      <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-slate-700 marker:text-slate-600 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-teal-800 underline-offset-2 hover:underline">
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The shared layout of the text pages: one h1, an intro, an optional table of contents and
 * one h2 section per catalog entry. `extras` appends live content (such as the operator's
 * contact details) to the section with that id; `children` closes the page.
 */
export function StaticPage({
  page,
  extras = {},
  children,
}: {
  page: StaticPageContent;
  extras?: Partial<Record<string, ReactNode>>;
  children?: ReactNode;
}) {
  return (
    <div className={`${column} py-12 sm:py-16`}>
      <PageHeader title={page.title} intro={page.intro} updated={page.updated} />
      {page.toc && <TableOfContents label={page.toc} sections={page.sections} />}
      {page.sections.map((section) => (
        // scroll-mt keeps an anchored heading clear of a fixed header.
        <section key={section.id} id={section.id} className="mt-12 scroll-mt-24">
          <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{section.heading}</h2>
          <RichText blocks={section.body} className="mt-4 text-slate-700" />
          {extras[section.id] && <div className="mt-5">{extras[section.id]}</div>}
        </section>
      ))}
      {children}
    </div>
  );
}

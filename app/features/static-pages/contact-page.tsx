import type { ReactNode } from 'react';
import { OperatorDetails } from './operator-details.tsx';
import { RichText } from './rich-text-view.tsx';
import { PageHeader } from './static-page.tsx';
import { column, textLink } from './styles.ts';
import type { ContactContent, ContactTopic, OperatorInfo } from './types.ts';

function Topic({ topic, email, page }: { topic: ContactTopic; email: string; page: ContactContent }) {
  const selected = topic.id === page.selected;
  const mailto = `mailto:${email}?subject=${encodeURIComponent(topic.subject)}`;
  return (
    <div
      id={`topic-${topic.id}`}
      className={`scroll-mt-24 rounded-2xl p-5 sm:p-6 ${
        selected ? 'border-2 border-teal-700 bg-teal-50' : 'border border-slate-200 bg-white'
      }`}
    >
      {selected && (
        <p className="mb-3 inline-block rounded-full bg-teal-800 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
          {page.selectedLabel}
        </p>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{topic.heading}</h3>
      <RichText blocks={topic.body} className="mt-3 text-slate-700" />
      <p className="mt-4">
        <a href={mailto} className={textLink}>
          {page.writeLabel}
          <span className="sr-only">: {topic.heading}</span>
        </a>
      </p>
    </div>
  );
}

/**
 * The contact form the route puts in `form`, then the contact details from the configuration and
 * the topics people write about, each with a mailto link for those who prefer their own mail program.
 */
export function ContactPage({
  page,
  operator,
  form,
}: {
  page: ContactContent;
  operator: OperatorInfo;
  form: ReactNode;
}) {
  return (
    <div className={`${column} py-12 sm:py-16`}>
      <PageHeader title={page.title} intro={page.intro} />
      <div className="mt-12">{form}</div>
      <section id="details" className="mt-12 scroll-mt-24">
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{page.detailsHeading}</h2>
        <div className="mt-5">
          <OperatorDetails operator={operator} />
        </div>
        <p className="mt-4 text-slate-700">{page.responseTime}</p>
      </section>
      <section id="topics" className="mt-12 scroll-mt-24">
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{page.topicsHeading}</h2>
        <div className="mt-5 space-y-5">
          {page.topics.map((topic) => (
            <Topic key={topic.id} topic={topic} email={operator.email} page={page} />
          ))}
        </div>
      </section>
    </div>
  );
}

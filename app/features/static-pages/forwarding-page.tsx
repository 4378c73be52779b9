import type { MouseEvent } from 'react';
import { LocalLink } from '#app/lib/locale.tsx';
import type { ForwardingTarget } from './forwarding-target.ts';
import { column, primaryButton, secondaryButton } from './styles.ts';
import type { ForwardingContent } from './types.ts';

/** Without script, or when this tab has no history (a link opened in a new tab), it leads home. */
function goBack(event: MouseEvent<HTMLAnchorElement>) {
  if (window.history.length > 1) {
    event.preventDefault();
    window.history.back();
  }
}

/**
 * The stop before an external site. It never redirects by itself: the visitor reads the host and
 * decides. The continue link sends no referrer and passes no ranking to user-supplied targets.
 */
export function ForwardingPage({ content, target }: { content: ForwardingContent; target: ForwardingTarget | null }) {
  if (!target) {
    return (
      <div className={`${column} py-16 sm:py-24`}>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{content.invalidTitle}</h1>
        <p className="mt-6 text-lg leading-8 text-slate-700">{content.invalidText}</p>
        <LocalLink to="/" className={`${primaryButton} mt-8`}>
          {content.invalidBack}
        </LocalLink>
      </div>
    );
  }
  return (
    <div className={`${column} py-16 sm:py-24`}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{content.title}</h1>
      <p className="mt-6 text-lg leading-8 text-slate-700">{content.intro}</p>
      <dl className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
        <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{content.hostLabel}</dt>
        <dd className="mt-1 text-2xl font-bold wrap-anywhere text-slate-900 sm:text-3xl">{target.host}</dd>
        <dt className="mt-5 text-sm font-semibold tracking-wide text-slate-600 uppercase">{content.targetLabel}</dt>
        <dd className="mt-1 font-mono text-sm leading-6 wrap-anywhere text-slate-800">{target.href}</dd>
      </dl>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={target.href} rel="noopener noreferrer nofollow" className={`${primaryButton} wrap-anywhere`}>
          {content.continueLabel}
        </a>
        <LocalLink to="/" onClick={goBack} className={secondaryButton}>
          {content.back}
        </LocalLink>
      </div>
    </div>
  );
}

import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const tabIds = ['overview', 'days', 'summary'] as const;
export type TabId = (typeof tabIds)[number];

export const tabFromSearch = (search: string): TabId => {
  const wanted = new URLSearchParams(search).get('tab');
  return tabIds.find((id) => id === wanted) ?? 'overview';
};

/**
 * ARIA tabs whose tabs are also links (`?tab=days`), so they work before scripts load and can be
 * shared; once hydrated they switch in place and arrow keys move between them.
 */
export function ItineraryTabs({ initial, panels }: { initial: TabId; panels: Record<TabId, ReactNode> }) {
  const { t } = useTranslation('trip-page');
  const [active, setActive] = useState<TabId>(initial);
  const refs = useRef<Partial<Record<TabId, HTMLAnchorElement | null>>>({});

  const select = (id: TabId, focus: boolean) => {
    setActive(id);
    const url = new URL(window.location.href);
    if (id === 'overview') url.searchParams.delete('tab');
    else url.searchParams.set('tab', id);
    window.history.replaceState(window.history.state, '', url);
    if (focus) refs.current[id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabIds.indexOf(active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabIds.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabIds[(target + tabIds.length) % tabIds.length] as TabId, true);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('tabs.label')}
        className="flex gap-1 border-b border-slate-200"
        onKeyDown={onKeyDown}
      >
        {tabIds.map((id) => (
          <a
            key={id}
            ref={(element) => {
              refs.current[id] = element;
            }}
            id={`tab-${id}`}
            role="tab"
            href={id === 'overview' ? '?' : `?tab=${id}`}
            aria-selected={active === id}
            aria-controls={`panel-${id}`}
            tabIndex={active === id ? 0 : -1}
            onClick={(event) => {
              event.preventDefault();
              select(id, false);
            }}
            className={`-mb-px rounded-t-lg border-b-2 px-4 py-2.5 font-semibold outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700 ${
              active === id ? 'border-teal-700 text-teal-900' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {t(`tabs.${id}`)}
          </a>
        ))}
      </div>
      {tabIds.map((id) => (
        <div
          key={id}
          id={`panel-${id}`}
          role="tabpanel"
          aria-labelledby={`tab-${id}`}
          hidden={active !== id}
          className="pt-6"
        >
          {active === id && panels[id]}
        </div>
      ))}
    </div>
  );
}

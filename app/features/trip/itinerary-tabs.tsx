import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { bindTabs } from '#app/components/ui/tabs.ts';
import { enhance } from '#app/lib/enhance.ts';

export const tabIds = ['overview', 'days', 'summary'] as const;
export type TabId = (typeof tabIds)[number];

export const tabFromSearch = (search: string): TabId => {
  const wanted = new URLSearchParams(search).get('tab');
  return tabIds.find((id) => id === wanted) ?? 'overview';
};

/**
 * The itinerary's tabs (see tabs.ts). Every panel is rendered, the others hidden, so that the
 * tabs switch without a request and pages served without React have them too.
 */
export function ItineraryTabs({ initial, panels }: { initial: TabId; panels: Record<TabId, ReactNode> }) {
  const { t } = useTranslation('trip-page');
  const { pathname } = useLocation();
  const ref = useCallback((tablist: HTMLDivElement | null) => (tablist ? bindTabs(tablist) : undefined), []);
  return (
    <div>
      <div
        ref={ref}
        role="tablist"
        aria-label={t('tabs.label')}
        {...enhance('tabs')}
        className="flex gap-1 border-b border-slate-200 print:hidden"
      >
        {tabIds.map((id) => (
          <a
            key={id}
            id={`tab-${id}`}
            role="tab"
            href={id === 'overview' ? pathname : `?tab=${id}`}
            aria-selected={initial === id}
            aria-controls={`panel-${id}`}
            tabIndex={initial === id ? 0 : -1}
            className="-mb-px rounded-t-lg border-b-2 border-transparent px-4 py-2.5 font-semibold text-slate-600 outline-offset-2 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700 aria-selected:border-teal-700 aria-selected:text-teal-900"
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
          hidden={initial !== id}
          className="pt-6"
        >
          {panels[id]}
        </div>
      ))}
    </div>
  );
}

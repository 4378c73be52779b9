import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteLoaderData } from 'react-router';
import { buttonClass } from '#app/components/ui/modal-dialog.tsx';
import { dialogIds } from '#app/lib/dialog-ids.ts';
import { enhance } from '#app/lib/enhance.ts';
import { type AnalyticsConfig, trackPageView } from './analytics.ts';
import { bindCookieConsent } from './consent.ts';

const serviceNames: Record<AnalyticsConfig['provider'], string> = { plausible: 'Plausible Analytics', umami: 'Umami' };

function useAnalyticsConfig(): AnalyticsConfig | null {
  const data = useRouteLoaderData<{ publicEnv?: { analytics?: AnalyticsConfig | null } }>('root');
  return data?.publicEnv?.analytics ?? null;
}

/** Client-side navigations of React's pages are page views too; the first is counted on load. */
function useNavigationPageViews() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new address is one more page view
  useEffect(() => {
    if (first.current) first.current = false;
    else trackPageView();
  }, [pathname, search]);
}

function Category({ name, label, text, locked }: { name: string; label: string; text: string; locked?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        aria-describedby={`${id}-text`}
        className="mt-1 size-4 shrink-0 accent-teal-700"
        {...(locked ? { defaultChecked: true, disabled: true } : {})}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
        <p id={`${id}-text`} className="mt-1 text-sm text-slate-700">
          {text}
        </p>
      </div>
    </div>
  );
}

/**
 * The cookie banner and the settings dialog, in every page's HTML and the same for every reader
 * (pages are cached and shared): bindCookieConsent shows the banner, from the reader's cookies,
 * 2.5 s after load. Fixed at the bottom, it covers part of the page but moves nothing.
 */
export function CookieConsent() {
  const { t } = useTranslation('consent');
  const config = useAnalyticsConfig();
  const ref = useCallback((root: HTMLDivElement | null) => (root ? bindCookieConsent(root) : undefined), []);
  const bannerLabel = useId();
  const dialogTitle = useId();
  useNavigationPageViews();
  return (
    <div ref={ref} {...enhance('cookie-consent')} data-analytics={config ? JSON.stringify(config) : undefined}>
      <section
        data-consent-banner
        hidden
        aria-labelledby={bannerLabel}
        className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(15_23_42/0.12)]"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:gap-6">
          <div className="text-sm text-slate-700">
            <p id={bannerLabel} className="font-semibold text-slate-900">
              {t('banner.label')}
            </p>
            {/* Short paragraphs: a long block of text shown at 2.5 s would become the page's Largest
                Contentful Paint and cost it its Lighthouse score. */}
            <p className="mt-1">{t('banner.necessary')}</p>
            <p>{t('banner.statistics')}</p>
            <p>{t('banner.change')}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <button type="button" data-consent="all" className={buttonClass.primary}>
              {t('banner.acceptAll')}
            </button>
            <button type="button" data-consent="necessary" className={buttonClass.secondary}>
              {t('banner.onlyNecessary')}
            </button>
            <button
              type="button"
              data-consent="settings"
              aria-haspopup="dialog"
              aria-controls={dialogIds.cookieSettings}
              className={buttonClass.quiet}
            >
              {t('banner.settings')}
            </button>
          </div>
        </div>
      </section>
      <dialog
        id={dialogIds.cookieSettings}
        aria-labelledby={dialogTitle}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id={dialogTitle} className="text-xl font-bold tracking-tight">
          {t('settings.title')}
        </h2>
        <p className="mt-3 text-slate-700">{t('settings.intro')}</p>
        <div className="mt-4 space-y-3">
          <Category name="necessary" label={t('settings.necessary')} text={t('settings.necessaryText')} locked />
          <Category
            name="statistics"
            label={t('settings.statistics')}
            text={
              config
                ? t('settings.statisticsText', { service: serviceNames[config.provider] })
                : t('settings.statisticsOff')
            }
          />
        </div>
        <p className="mt-4 text-sm text-slate-600">{t('settings.okHint')}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" data-consent="save" className={buttonClass.primary}>
            {t('settings.ok')}
          </button>
          <button type="button" data-consent="cancel" className={buttonClass.quiet}>
            {t('settings.cancel')}
          </button>
        </div>
      </dialog>
    </div>
  );
}

import { type AnalyticsConfig, startAnalytics } from './analytics.ts';
import { type Consent, consentCookies, optionalCookieRemovals, readConsent } from './consent-cookies.ts';

/** Spec section 9: the banner waits 2.5 s after the page has loaded. */
export const BANNER_DELAY_MS = 2500;

function parseConfig(value: string | undefined): AnalyticsConfig | null {
  return value ? (JSON.parse(value) as AnalyticsConfig) : null;
}

function setCookies(assignments: string[]) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser yet
  for (const assignment of assignments) document.cookie = assignment;
}

const store = (statistics: boolean) => setCookies(consentCookies(statistics, location.protocol === 'https:'));

/** Runs what the reader allowed: statistics when allowed and configured; none of their cookies when declined. */
function apply(consent: Consent, config: AnalyticsConfig | null) {
  if (consent.statistics && config) void startAnalytics(config);
  else if (consent.set) setCookies(optionalCookieRemovals(document.cookie, location));
}

/**
 * The cookie banner and the settings dialog (spec section 4), on the DOM itself so that pages
 * served without React (ADR 0018) and React's pages share it. The root holds the banner
 * (`[data-consent-banner]`, hidden until shown) and the dialog; its buttons say what they do in
 * `data-consent`. The reader's choice lives only in their cookies, never in the cached HTML, and
 * `data-analytics` names the statistics service, if the operator configured one.
 */
export function bindCookieConsent(root: HTMLElement): () => void {
  const banner = root.querySelector<HTMLElement>('[data-consent-banner]');
  const dialog = root.querySelector('dialog');
  const statistics = dialog?.querySelector<HTMLInputElement>('input[name="statistics"]');
  if (!banner || !dialog || !statistics) return () => {};
  const config = parseConfig(root.dataset.analytics);
  const consent = readConsent(document.cookie);
  apply(consent, config);
  statistics.checked = consent.statistics;

  let timer = 0;
  const showBanner = () => {
    timer = window.setTimeout(() => {
      if (!readConsent(document.cookie).set) banner.hidden = false;
    }, BANNER_DELAY_MS);
  };
  if (!consent.set) {
    if (document.readyState === 'complete') showBanner();
    else window.addEventListener('load', showBanner, { once: true });
  }

  const choose = (allowStatistics: boolean) => {
    store(allowStatistics);
    statistics.checked = allowStatistics;
    banner.hidden = true;
    apply(readConsent(document.cookie), config);
  };
  const onClick = (event: MouseEvent) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-consent]')?.dataset.consent;
    if (action === 'all') choose(true);
    else if (action === 'necessary') choose(false);
    else if (action === 'settings') dialog.showModal();
    else if (action === 'cancel') dialog.close();
    else if (action === 'save') {
      store(statistics.checked);
      // Starts or stops the statistics of this page too, from a fresh start.
      location.reload();
    }
  };
  // Closed without OK (Cancel, Escape): the switch shows the stored choice again.
  const onClose = () => {
    statistics.checked = readConsent(document.cookie).statistics;
  };

  root.addEventListener('click', onClick);
  dialog.addEventListener('close', onClose);
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('load', showBanner);
    root.removeEventListener('click', onClick);
    dialog.removeEventListener('close', onClose);
  };
}

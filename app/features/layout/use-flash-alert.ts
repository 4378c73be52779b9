import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAlerts } from '#app/components/ui/alerts.tsx';
import { clearFlashCookie, parseFlashCookie } from '#app/components/ui/flash-cookie.ts';

/** Shows, once, the alert the server left in the flash cookie for the page it sent us to. */
export function useFlashAlert() {
  const { key } = useLocation();
  const { show } = useAlerts();
  const { t, i18n } = useTranslation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-reads the cookie after every navigation
  useEffect(() => {
    const flash = parseFlashCookie(document.cookie);
    if (!flash) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser yet
    document.cookie = clearFlashCookie;
    show(flash.key && i18n.exists(flash.key) ? t(flash.key) : undefined, flash.variant);
  }, [key, show, t, i18n]);
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR_EVENT } from '#app/lib/network-errors.ts';
import { AlertBar } from './alert-bar.tsx';

/** The red bar for failed requests; it stays until dismissed because the page may be stale. */
export function NetworkAlert() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const show = () => setShown(true);
    window.addEventListener(NETWORK_ERROR_EVENT, show);
    return () => window.removeEventListener(NETWORK_ERROR_EVENT, show);
  }, []);

  if (!shown) return null;
  return (
    <AlertBar variant="error" testId="network-alert" onDismiss={() => setShown(false)}>
      {t('alerts.network')}
    </AlertBar>
  );
}

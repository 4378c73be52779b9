import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_HIDE_MS } from '#domain/site.ts';
import { AlertBar, type AlertVariant } from './alert-bar.tsx';
import { NetworkAlert } from './network-alert.tsx';

export type Alerts = {
  /** A generic alert; without a message it shows the variant's default text. */
  show: (message?: string, variant?: AlertVariant) => void;
  showSuccess: (message?: string) => void;
  showError: (message?: string) => void;
};

const AlertsContext = createContext<Alerts | null>(null);

export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext);
  if (!alerts) throw new Error('useAlerts needs an AlertProvider above it');
  return alerts;
}

type Shown = { id: number; message: string; variant: AlertVariant };

/** Holds the one alert bar of the page; a new alert replaces the current one and restarts its timer. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<Shown | null>(null);

  const alerts = useMemo<Alerts>(() => {
    const show = (message?: string, variant: AlertVariant = 'success') =>
      setAlert((previous) => ({
        id: (previous?.id ?? 0) + 1,
        message: message ?? t(variant === 'error' ? 'alerts.error' : 'alerts.success'),
        variant,
      }));
    return { show, showSuccess: (message) => show(message, 'success'), showError: (message) => show(message, 'error') };
  }, [t]);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), ALERT_HIDE_MS[alert.variant]);
    return () => clearTimeout(timer);
  }, [alert]);

  return (
    <AlertsContext value={alerts}>
      {children}
      {/* Present from the first render so screen readers watch it before anything appears. */}
      <section
        aria-label={t('alerts.region')}
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-0 z-50"
      >
        <NetworkAlert />
        {alert && (
          <AlertBar key={alert.id} variant={alert.variant} testId="alert" onDismiss={() => setAlert(null)}>
            {alert.message}
          </AlertBar>
        )}
      </section>
    </AlertsContext>
  );
}

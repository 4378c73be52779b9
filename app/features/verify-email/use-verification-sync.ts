import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiFailure, callApi } from '#app/lib/api-client.ts';

const INTERVAL_MS = 4000;

/**
 * While the page waits for the mailed link to be opened (perhaps on another device), ask the
 * server for the status now and then. Stops once verified (and reloads the page's data) or once
 * the server says nobody is signed in.
 */
export function useVerificationSync(active: boolean): boolean {
  const { revalidate } = useRevalidator();
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      setChecking(true);
      try {
        const { emailVerified } = await callApi('GET /user/sync-email-verified/', {});
        if (emailVerified) return void revalidate();
      } catch (error) {
        // Signed out: nothing to wait for. Otherwise the network alert has told the user; keep trying.
        if (error instanceof ApiFailure && error.status === 401) return;
      } finally {
        if (!stopped) setChecking(false);
      }
      if (!stopped) timer = setTimeout(check, INTERVAL_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, revalidate]);

  return checking;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bindLiveSearch } from './live-search.ts';

/**
 * The live search form (live-search.ts) on the page React renders: a search is a navigation of the
 * router. When the address changes by anything but this form (back and forward, the suggestion, a
 * link), `formKey` changes so the fields show the new address.
 */
export function useLiveSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const sent = useRef(location.search);
  const [formKey, setFormKey] = useState(location.key);

  useEffect(() => {
    if (location.search === sent.current) return;
    sent.current = location.search;
    setFormKey(location.key);
  }, [location.search, location.key]);

  const ref = useCallback(
    (form: HTMLFormElement | null) =>
      form
        ? bindLiveSearch(form, (address, replace) => {
            sent.current = new URL(address, window.location.origin).search;
            void navigate(address, { replace, preventScrollReset: true });
          })
        : undefined,
    [navigate],
  );
  return { formKey, ref };
}

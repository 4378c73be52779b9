import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useSubmit } from 'react-router';

// Long enough not to search for every letter, short enough to feel live.
const typingPause = 300;

const searchString = (data: FormData) => {
  const params = new URLSearchParams(data as unknown as Record<string, string>).toString();
  return params ? `?${params}` : '';
};

/**
 * The search form without reloads: typing searches after a pause, adding a history entry for the
 * first words and replacing it while they change (one entry per search, not per letter); a changed
 * filter or a submit adds one, so the back button goes through searches. Empty fields stay out of
 * the address. When the address changes by anything but this form (back and forward, the
 * suggestion, a link), `formKey` changes so the fields show the new address.
 */
export function useLiveSearch() {
  const submit = useSubmit();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sent = useRef(location.search);
  const [formKey, setFormKey] = useState(location.key);

  useEffect(() => {
    if (location.search === sent.current) return;
    sent.current = location.search;
    setFormKey(location.key);
  }, [location.search, location.key]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const typedBefore = new URLSearchParams(location.search).has('q');
  const send = (form: HTMLFormElement, typing: boolean) => {
    clearTimeout(timer.current);
    const data = new FormData(form);
    for (const [name, value] of [...data.entries()]) if (value === '') data.delete(name);
    sent.current = searchString(data);
    submit(data, {
      method: 'get',
      action: form.getAttribute('action') ?? undefined,
      replace: typing && typedBefore,
      preventScrollReset: true,
    });
  };

  return {
    formKey,
    onChange: (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      if ((event.target as HTMLInputElement).name !== 'q') return send(form, false);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(form, true), typingPause);
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      // A card's Save button posts elsewhere: the router sends that one as it is.
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (submitter?.hasAttribute('formaction')) return;
      event.preventDefault();
      send(event.currentTarget, false);
    },
  };
}

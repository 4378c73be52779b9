// Long enough not to search for every letter, short enough to feel live.
const typingPause = 300;

/** Goes to the search at `address`, replacing the current history entry or adding one. */
export type SearchGo = (address: string, replace: boolean) => void;

/** The form's address with its filled fields: empty ones stay out, as a shared link should. */
function searchAddress(form: HTMLFormElement) {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' && value !== '') params.append(name, value);
  const action = form.getAttribute('action') ?? window.location.pathname;
  return params.size > 0 ? `${action}?${params}` : action;
}

/**
 * The search form without reloads (ADR 0033): typing searches after a pause, adding a history entry
 * for the first words and replacing it while they change (one entry per search, not per letter); a
 * changed filter or a submit adds one, so the back button goes through searches. Plain DOM, so the
 * page with React and the page without it (ADR 0018) search the same way; only `go` differs.
 */
export function bindLiveSearch(form: HTMLFormElement, go: SearchGo): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = (typing: boolean) => {
    clearTimeout(timer);
    const typedBefore = new URLSearchParams(window.location.search).has('q');
    go(searchAddress(form), typing && typedBefore);
  };
  const typed = (event: Event) => (event.target as HTMLInputElement).name === 'q';
  // Typing fires `input` at every letter; a choice fires both, and counts once, by its `change`.
  const onInput = (event: Event) => {
    if (!typed(event)) return;
    clearTimeout(timer);
    timer = setTimeout(() => send(true), typingPause);
  };
  const onChange = (event: Event) => {
    if (!typed(event)) send(false);
  };
  const onSubmit = (event: SubmitEvent) => {
    // A card's Save button posts elsewhere: the browser sends that one as it is.
    if (event.submitter?.hasAttribute('formaction')) return;
    event.preventDefault();
    send(false);
  };
  form.addEventListener('input', onInput);
  form.addEventListener('change', onChange);
  form.addEventListener('submit', onSubmit);
  return () => {
    clearTimeout(timer);
    form.removeEventListener('input', onInput);
    form.removeEventListener('change', onChange);
    form.removeEventListener('submit', onSubmit);
  };
}

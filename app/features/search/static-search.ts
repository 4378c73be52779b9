import { bindLiveSearch } from './live-search.ts';

/**
 * The parts of the search form that a search brings anew, by their `data-search-part` name: the
 * filters with their counts, the count line, the map and the results. The words, the order and the
 * view, being typed or chosen, stay as they are.
 */
export type SearchPart = 'filters' | 'count' | 'map' | 'results';

export const searchPart = (name: SearchPart) => ({ 'data-search-part': name });

/** A selector that finds `element` again in a new copy of the page: its id, or its name and value. */
function selectorOf(element: Element | null) {
  if (!element) return null;
  if (element.id) return `#${CSS.escape(element.id)}`;
  const { name, value } = element as HTMLInputElement;
  return name ? `[name="${CSS.escape(name)}"][value="${CSS.escape(value ?? '')}"]` : null;
}

/** The map stays the element it is, drawn: it takes the new search and shows or hides (search-map.tsx). */
function keepMap(old: HTMLElement, part: HTMLElement) {
  old.hidden = part.hidden;
  old.dataset.searchMap = part.dataset.searchMap ?? '';
}

/** Puts `part` of the page in place of `old`, keeping what the reader had opened and focused there. */
function replacePart(old: HTMLElement, part: HTMLElement) {
  const opened = [...old.querySelectorAll('details')].map((details) => details.open);
  part.querySelectorAll('details').forEach((details, index) => {
    details.open = opened[index] ?? details.open;
  });
  const focused = old.contains(document.activeElement) ? selectorOf(document.activeElement) : null;
  old.replaceWith(part);
  if (focused) part.querySelector<HTMLElement>(focused)?.focus();
}

/**
 * The search form of the page served without React (ADR 0018): a search fetches the page at its
 * address, the same HTML a reload would bring, and puts its new parts in place. The count line
 * stays the same element, so screen readers announce its new text. Back and forward bring the
 * whole form as the address had it. Should a fetch fail, the browser loads the address itself.
 */
export function bindStaticSearch(form: HTMLFormElement) {
  let pending: AbortController | undefined;
  const busy = (value: boolean) => form.querySelector('[aria-busy]')?.setAttribute('aria-busy', String(value));

  const load = async (address: string, apply: (fresh: HTMLFormElement) => void) => {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    busy(true);
    try {
      const response = await fetch(address, { signal: controller.signal, headers: { accept: 'text/html' } });
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const fresh = page.querySelector<HTMLFormElement>('form[role="search"]');
      if (!fresh) throw new Error(`no search form at ${address}`);
      document.title = page.title;
      apply(fresh);
    } catch {
      if (!controller.signal.aborted) window.location.assign(address);
    } finally {
      if (pending === controller) busy(false);
    }
  };

  const unbind = bindLiveSearch(form, (address, replace) =>
    load(address, (fresh) => {
      for (const old of form.querySelectorAll<HTMLElement>('[data-search-part]')) {
        const part = fresh.querySelector<HTMLElement>(`[data-search-part="${old.dataset.searchPart}"]`);
        if (!part) continue;
        if (old.dataset.searchPart === 'count') old.textContent = part.textContent;
        else if (old.dataset.searchPart === 'map') keepMap(old, part);
        else replacePart(old, part);
      }
      if (replace) window.history.replaceState(null, '', address);
      else window.history.pushState(null, '', address);
    }),
  );
  const onPopState = () =>
    void load(window.location.href, (fresh) => {
      const map = form.querySelector<HTMLElement>('[data-search-part="map"]');
      form.replaceChildren(...fresh.childNodes);
      const part = form.querySelector<HTMLElement>('[data-search-part="map"]');
      if (map && part) {
        keepMap(map, part);
        part.replaceWith(map);
      }
    });
  window.addEventListener('popstate', onPopState);
  return () => {
    unbind();
    window.removeEventListener('popstate', onPopState);
  };
}

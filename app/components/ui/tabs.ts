/**
 * ARIA tabs whose tabs are links to the page with that tab chosen (`?tab=days`), so they work with
 * no script at all and can be shared. Bound, they switch in place and keep the address in step;
 * arrow keys, Home and End move between them. Plain DOM, so pages served without React (ADR 0018)
 * get the same tabs.
 */
export function bindTabs(tablist: HTMLElement): () => void {
  const tabs = [...tablist.querySelectorAll<HTMLAnchorElement>('a[role="tab"]')];
  const document = tablist.ownerDocument;

  const select = (chosen: HTMLAnchorElement, focus: boolean) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    window.history.replaceState(window.history.state, '', chosen.href);
    if (focus) chosen.focus();
  };

  const onClick = (event: MouseEvent) => {
    const tab = tabs.find((candidate) => candidate.contains(event.target as Node));
    // A modified click still opens the tab's address in a new tab or window.
    if (!tab || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(tab, false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(event.target as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (index < 0 || target === undefined) return;
    event.preventDefault();
    select(tabs[(target + tabs.length) % tabs.length] as HTMLAnchorElement, true);
  };

  tablist.addEventListener('click', onClick);
  tablist.addEventListener('keydown', onKeyDown);
  return () => {
    tablist.removeEventListener('click', onClick);
    tablist.removeEventListener('keydown', onKeyDown);
  };
}

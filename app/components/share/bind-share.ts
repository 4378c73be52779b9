/**
 * The share links' buttons that need the browser: its share sheet where `navigator.share` exists,
 * and copying the address where the clipboard may be written. They stay hidden without script or
 * without the API, so no one meets a button that does nothing. On the DOM itself, so that pages
 * served without React (ADR 0018) and rendered by it behave the same.
 */
export function bindShare(root: HTMLElement): () => void {
  const { url = '', title = '' } = root.dataset;
  const status = root.querySelector<HTMLElement>('[data-share-status]');
  const supported = { native: typeof navigator.share === 'function', copy: navigator.clipboard !== undefined };
  for (const item of root.querySelectorAll<HTMLElement>('[data-share-needs]')) {
    if (supported[item.dataset.shareNeeds as keyof typeof supported]) item.hidden = false;
  }
  const onClick = (event: MouseEvent) => {
    const kind = (event.target as Element).closest<HTMLElement>('[data-share]')?.dataset.share;
    // Closing the share sheet rejects; there is nothing to tell.
    if (kind === 'native') navigator.share({ title, url }).catch(() => undefined);
    if (kind === 'copy' && status) {
      status.textContent = '';
      navigator.clipboard.writeText(url).then(
        () => {
          status.textContent = status.dataset.copied ?? '';
        },
        () => {
          status.textContent = status.dataset.failed ?? '';
        },
      );
    }
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

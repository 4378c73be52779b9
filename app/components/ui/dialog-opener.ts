/**
 * A link that opens the modal `<dialog>` it names in `aria-controls` once scripts run, and leads
 * to its `href` (a page saying the same) without them. Bound, it acts and is announced as a
 * button: Enter and Space open the dialog, which hands the focus back to it when it closes.
 * Plain DOM, so that pages served without React (ADR 0018) and React's pages share it.
 */
export function bindDialogOpener(opener: HTMLElement): () => void {
  const dialog = opener.ownerDocument.getElementById(opener.getAttribute('aria-controls') ?? '');
  if (!(dialog instanceof HTMLDialogElement)) return () => {};
  opener.setAttribute('role', 'button');
  opener.setAttribute('aria-haspopup', 'dialog');
  const open = (event: Event) => {
    event.preventDefault();
    dialog.showModal();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === ' ') open(event);
  };
  opener.addEventListener('click', open);
  opener.addEventListener('keydown', onKeyDown);
  return () => {
    opener.removeEventListener('click', open);
    opener.removeEventListener('keydown', onKeyDown);
  };
}

/**
 * The WAI-ARIA disclosure pattern for navigation menus, on the DOM itself so that pages served
 * without React (ADR 0018) behave exactly like the others: the root's button, which names its
 * panel in `aria-controls`, toggles the panel. Escape closes and hands focus back to the button;
 * a click outside, tabbing away or following a link in the panel closes.
 */
export function bindDisclosure(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls]');
  const panel = button && root.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !panel) return () => {};
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };

  const onButtonClick = () => setOpen(!isOpen());
  const onPanelClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (isOpen() && !root.contains(event.target as Node)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  };
  // Only a focus move to a known element counts: Safari does not focus clicked links,
  // and closing on that blur would swallow the click.
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !root.contains(next)) setOpen(false);
  };

  const document = root.ownerDocument;
  button.addEventListener('click', onButtonClick);
  panel.addEventListener('click', onPanelClick);
  root.addEventListener('focusout', onFocusOut);
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    button.removeEventListener('click', onButtonClick);
    panel.removeEventListener('click', onPanelClick);
    root.removeEventListener('focusout', onFocusOut);
    document.removeEventListener('pointerdown', onPointerDown);
    document.removeEventListener('keydown', onKeyDown);
  };
}

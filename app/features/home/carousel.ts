/**
 * The popular trips' previous and next buttons, on the DOM itself so that the home page behaves
 * the same served without React (ADR 0018) and rendered by it: each `[data-step]` button scrolls
 * the root's list by most of its width, in its direction.
 */
export function bindCarousel(root: HTMLElement): () => void {
  const row = root.querySelector<HTMLElement>('ul');
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-step]');
    if (!button || !row) return;
    row.scrollBy({ left: Number(button.dataset.step) * row.clientWidth * 0.9, behavior: 'smooth' });
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

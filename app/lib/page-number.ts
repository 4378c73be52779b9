/** The `?page=N` of a list address; anything else, or a page past any sane end, is page 1. */
export function pageNumber(url: URL): number {
  const requested = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
}

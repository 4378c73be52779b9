/** One page of a list as every paginated call answers it; there is always at least one page. */
export function paged<T>(page: number, total: number, size: number, items: T[]) {
  return { page, pages: Math.max(1, Math.ceil(total / size)), total, items };
}

/** The search page lists its results, or shows them on a map above the list too (`view=map`, ADR 0083). */
export type SearchView = 'list' | 'map';

export const searchViewOf = (params: URLSearchParams): SearchView => (params.get('view') === 'map' ? 'map' : 'list');

/**
 * The magazine's categories (spec section 3): `url` is the address segment, `value` what a post
 * stores. `marketing` is private: only the magazine's editors and admins see it (ADR 0040).
 */
export const blogCategories = [
  { value: 'itineraNews', url: 'itinera-news', private: false },
  { value: 'marketing', url: 'marketing', private: true },
  { value: 'culture', url: 'culture', private: false },
  { value: 'tipsAndTricks', url: 'tips-tricks', private: false },
  { value: 'itineraries', url: 'itineraries', private: false },
  { value: 'travel', url: 'travel', private: false },
] as const;

export type BlogCategory = (typeof blogCategories)[number]['value'];

export const blogCategoryValues = blogCategories.map((category) => category.value) as [BlogCategory, ...BlogCategory[]];

export const publicBlogCategories = blogCategories.filter((category) => !category.private);

export const categoryByUrl = (url: string) => blogCategories.find((category) => category.url === url);

export const categoryUrl = (value: BlogCategory) =>
  blogCategories.find((category) => category.value === value)?.url ?? value;

export const isPrivateCategory = (value: BlogCategory) =>
  blogCategories.some((category) => category.value === value && category.private);

/** Reading speed for a post's reading time: words a minute. */
const wordsPerMinute = 200;

export const readingMinutes = (words: number) => Math.max(1, Math.round(words / wordsPerMinute));

/** How a post stands: a draft, waiting for its date, or out. */
export const postStatuses = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof postStatuses)[number];

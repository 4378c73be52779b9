import { z } from 'zod';

/** Where a page of a longer list stands, as the search and the saved trips answer it. */
export const paginatorSchema = z.object({
  page: z.number().int(),
  totalPages: z.number().int(),
  totalDocs: z.number().int(),
  limit: z.number().int(),
  hasPrevPage: z.boolean(),
  hasNextPage: z.boolean(),
});
export type Paginator = z.infer<typeof paginatorSchema>;

/** Page `page` of `totalDocs`; `pageable` when fewer of them can be paged through. */
export function paginatorOf(page: number, totalDocs: number, limit: number, pageable = totalDocs): Paginator {
  const totalPages = Math.max(1, Math.ceil(pageable / limit));
  return { page, totalPages, totalDocs, limit, hasPrevPage: page > 1, hasNextPage: page < totalPages };
}

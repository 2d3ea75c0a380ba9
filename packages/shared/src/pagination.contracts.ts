import { z } from 'zod';

/** `?page=&per_page=` (max 100) and an optional search term, for every paginated list. */
export const PaginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page_not_a_number' })
    .int()
    .min(1)
    .max(1_000_000, { error: 'page_too_large' })
    .default(1),
  per_page: z.coerce
    .number({ error: 'per_page_not_a_number' })
    .int()
    .min(1)
    .max(100, { error: 'per_page_too_large' })
    .default(20),
  search: z.string().trim().max(100).optional(),
});

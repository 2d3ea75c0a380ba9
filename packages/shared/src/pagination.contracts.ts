import { z } from 'zod';

/** `?page=&per_page=` (max 100) and an optional search term, for every paginated list. */
export const PaginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int()
    .min(1)
    .max(1_000_000, { error: 'The page is too large.' })
    .default(1),
  per_page: z.coerce
    .number({ error: 'The per page value must be a number.' })
    .int()
    .min(1)
    .max(100, { error: 'At most 100 rows per page.' })
    .default(20),
  search: z.string().trim().max(100).optional(),
});

import { z } from 'zod';
import { MAX_DATABASE_ID } from './selected-course.ts';

/**
 * A row id as it arrives in a path or a query: a positive whole number that fits the database's
 * integer columns. Larger numbers are refused here (422), not passed on to fail inside SQL.
 */
export const DatabaseIdSchema = z.coerce
  .number({ error: 'id_not_a_number' })
  .int({ error: 'id_not_whole' })
  .positive({ error: 'id_not_positive' })
  .max(MAX_DATABASE_ID, { error: 'id_too_large' });

/** `/:id` path parameters. */
export const IdParamsSchema = z.object({ id: DatabaseIdSchema });

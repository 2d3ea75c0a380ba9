import { z } from 'zod';
import { MAX_DATABASE_ID } from './selected-course.ts';

/**
 * A row id as it arrives in a path or a query: a positive whole number that fits the database's
 * integer columns. Larger numbers are refused here (422), not passed on to fail inside SQL.
 */
export const DatabaseIdSchema = z.coerce
  .number({ error: 'The id must be a number.' })
  .int({ error: 'The id must be a whole number.' })
  .positive({ error: 'The id must be a positive number.' })
  .max(MAX_DATABASE_ID, { error: 'The id is too large.' });

/** `/:id` path parameters. */
export const IdParamsSchema = z.object({ id: DatabaseIdSchema });

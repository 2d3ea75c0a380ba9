import { z } from 'zod';
import { NOTICE_CODES } from './notice-codes.ts';

/**
 * What every successful answer that tells a person something carries (notice-codes.ts): the code the web
 * words through its catalogue, the context of a code worded several ways, and the English `message` for
 * other clients, filled from the same catalogue.
 */
export const NOTICE_FIELDS = {
  message: z.string(),
  code: z.enum(NOTICE_CODES),
  context: z.string().optional(),
};

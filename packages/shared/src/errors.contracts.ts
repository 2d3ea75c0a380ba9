import { z } from 'zod';

/**
 * The id of the request that failed (the X-Request-Id header of the answer): a person can quote it, and
 * it finds the request's log lines. Every error answer of the server carries it.
 */
export const RequestIdSchema = z.string().optional();

/**
 * What a code's words are made with (decision 0044): `context` picks one of the code's wordings
 * (`not_found` of a booking), `count` its plural, other keys the values its words hold (a limit).
 */
export const ErrorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * 422 body: the screens show the first message per field (ARCHITECTURE.md, API contract). `codes` names
 * the same refusals by code (packages/shared/src/error-codes.ts), for each field whose every message has
 * one; a client translates those and shows the English `errors` of the others.
 */
export const ValidationErrorSchema = z.object({
  message: z.string(),
  /** `invalid_input`: like every refusal, a 422 carries a code (decision 0044). */
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  codes: z.record(z.string(), z.array(z.object({ code: z.string(), params: ErrorParamsSchema.optional() }))).optional(),
  request_id: RequestIdSchema,
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorSchema>;

/**
 * Every other failure: the English `message`, the `code` a client branches on and translates
 * (packages/shared/src/error-codes.ts), and `params` when the words are made with any.
 */
export const ErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  params: ErrorParamsSchema.optional(),
  request_id: RequestIdSchema,
});
export type ErrorBody = z.infer<typeof ErrorSchema>;

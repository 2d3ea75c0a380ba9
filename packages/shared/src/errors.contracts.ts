import { z } from 'zod';

/**
 * The id of the request that failed (the X-Request-Id header of the answer): a person can quote it, and
 * it finds the request's log lines. Every error answer of the server carries it.
 */
export const RequestIdSchema = z.string().optional();

/** 422 body: the screens show the first message per field (ARCHITECTURE.md, API contract). */
export const ValidationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  request_id: RequestIdSchema,
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorSchema>;

/** Every other failure. */
export const ErrorSchema = z.object({ message: z.string(), code: z.string(), request_id: RequestIdSchema });
export type ErrorBody = z.infer<typeof ErrorSchema>;

import { z } from 'zod';

/** 422 body: the screens show the first message per field (ARCHITECTURE.md, API contract). */
export const ValidationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorSchema>;

/** Every other failure. */
export const ErrorSchema = z.object({ message: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof ErrorSchema>;

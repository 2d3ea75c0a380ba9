/** The field schemas the event wizard's steps are built from, each with the messages the form shows. */
import { z } from 'zod';
import { splitCommaList } from './catalogue.ts';
import type { FieldErrorCode } from './error-codes.ts';

import { isIsoDate } from './event-schedule.ts';

/** A value the form left empty: nothing sent, null, or blank text. */
const isMissing = (input: unknown) => input === undefined || input === null;

/** A required ISO date: an empty or absent one is reported as required, anything else unreadable as a bad date. */
export const requiredIsoDate = (requiredMessage: FieldErrorCode) =>
  z
    .string({ error: (issue) => (isMissing(issue.input) ? requiredMessage : 'date_invalid') })
    .refine((value) => value.trim() !== '', { error: requiredMessage })
    // Not `abort`: an aborted field would keep the other fields' cross-field rules from running.
    .refine((value) => value.trim() === '' || isIsoDate(value), { error: 'date_invalid' });

/** One date of a list (custom repeat dates): never empty on its own, so only its shape is judged. */
export const IsoDateSchema = z.string({ error: 'date_invalid' }).refine(isIsoDate, { error: 'date_invalid' });

/**
 * Coordinates are kept to nine decimals (a tenth of a millimetre). Finer ones mean nothing on a map, and
 * one like 5e-324 made the database's distance arithmetic underflow (an error, not a zero).
 */
export const toCoordinatePrecision = (value: number): number => Math.round(value * 1e9) / 1e9;

/** A latitude (limit 90) or longitude (limit 180): an empty one is required, a wrong one out of range. */
export const coordinate = (limit: 90 | 180, messages: { required: FieldErrorCode; range: FieldErrorCode }) =>
  z
    .number({ error: (issue) => (isMissing(issue.input) ? messages.required : messages.range) })
    .min(-limit, { error: messages.range })
    .max(limit, { error: messages.range })
    .transform(toCoordinatePrecision);

export const moneyCents = (message: FieldErrorCode, min: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(100_000_000, { error: message });

export const RowIdSchema = z.union([z.string().max(40), z.number()]).transform(String);

/**
 * A list whose rows are reported as a whole under the list's own field, with the first broken row's
 * message (the screens show it beside the list, not beside row 3's price input).
 */
export function rowList<T extends z.ZodType>(
  row: T,
  max: number,
  codes: { invalid: FieldErrorCode; tooMany: FieldErrorCode },
) {
  return (
    z
      .array(z.unknown(), { error: codes.invalid })
      .max(max, { error: codes.tooMany })
      .default([])
      .superRefine((rows, ctx) => {
        for (const candidate of rows) {
          const result = row.safeParse(candidate);
          if (!result.success) {
            ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? codes.invalid });
            return;
          }
        }
      })
      // Typed as the rows the form builds; the runtime checks above take anything.
      .transform((rows) => rows.map((r) => row.parse(r) as z.output<T>)) as unknown as z.ZodDefault<
      z.ZodType<z.output<T>[], z.input<T>[]>
    >
  );
}

/** Comma-separated text or a list of texts (gear lists), as a list. */
export const textList = z
  .union([z.array(z.string().trim().max(100)).max(50), z.string().max(2000)], { error: 'text_list_expected' })
  .transform((value) => (typeof value === 'string' ? splitCommaList(value) : value.filter(Boolean)))
  .default([]);

export const httpsLink = (message: FieldErrorCode) =>
  z
    .string()
    .trim()
    .max(500, { error: message })
    .refine((value) => value === '' || /^https:\/\/[^\s]+$/i.test(value), { error: message });

/** An uploaded file's key or `/uploads/<key>` url, as answered by the temp upload endpoints. */
export const UploadReference = z.string().trim().min(1).max(300);

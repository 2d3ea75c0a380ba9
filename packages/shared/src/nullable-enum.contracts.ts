import { z } from 'zod';

/**
 * One of `values`, or null. zod's `.nullable()` of an enum reaches the API document (OpenAPI 3.0) as
 * `{ nullable: true, enum: [...] }`, and OpenAPI 3.0.3 reads an enum as the complete list of allowed
 * values: null was documented as refused, and every answer carrying it failed its schema (issue 28). The
 * document lists null here with the other values; validation is zod's, unchanged.
 */
export function nullableEnum<const T extends readonly [string, ...string[]]>(values: T, params?: { error?: string }) {
  return z
    .enum(values, params)
    .nullable()
    .meta({ enum: [...values, null] });
}

/**
 * PostgreSQL error classes the services turn into domain answers. Drizzle wraps the driver's error
 * (node-postgres or PGlite) in its own, so the SQLSTATE code is looked for along the `cause` chain.
 */

function hasSqlState(error: unknown, code: string): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** unique_violation: two requests raced for the same unique value (an email, a request id). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}

/** check_violation: a CHECK constraint refused the row (seats booked above a new limit). */
export function isCheckViolation(error: unknown): boolean {
  return hasSqlState(error, '23514');
}

/** foreign_key_violation: a row pointed at one that a concurrent change removed. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503');
}

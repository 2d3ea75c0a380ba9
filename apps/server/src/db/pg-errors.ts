/**
 * PostgreSQL error classes the services turn into domain answers. Drizzle wraps the driver's error
 * (node-postgres or PGlite) in its own, so the SQLSTATE code is looked for along the `cause` chain.
 */

/** Whether the error, or one it wraps, carries this SQLSTATE. */
export function hasSqlState(error: unknown, code: string): boolean {
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

/**
 * SQLSTATEs that say the database cannot serve this connection right now, rather than that the query
 * was wrong: the whole class 08 (connection exception), admin_shutdown / crash_shutdown (57P01, 57P02:
 * a failover, a restart, pg_terminate_backend), cannot_connect_now (57P03: starting up or shutting
 * down) and too_many_connections (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_EXCEPTION_CLASS = '08';

/** Socket failures on the way to the database (refused, reset, broken pipe, no route, timed out). */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * node-postgres says these in words only, without a code: the connection ended under a query, the pool
 * found no connection within its connect timeout, a connection attempt timed out, or the query was
 * given to a client whose connection was already lost.
 */
const UNAVAILABLE_DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function unavailableAtThisLevel(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  }
  return typeof message === 'string' && UNAVAILABLE_DRIVER_MESSAGES.some((known) => message.startsWith(known));
}

/** How deep the `cause` chain is followed (drizzle's wrapper, the driver's error, its socket error). */
const MAX_CAUSE_DEPTH = 8;

/**
 * The database could not be reached or dropped the connection mid-request (a failover, a restart, a
 * network cut, a full pool): nothing the caller did wrong, and worth retrying in a moment. The HTTP
 * answer is 503 + Retry-After (http/errors.ts); a background job logs it and runs again next pass.
 * Looked for along the `cause` chain, where drizzle puts the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current && typeof current === 'object'; depth += 1) {
    if (unavailableAtThisLevel(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

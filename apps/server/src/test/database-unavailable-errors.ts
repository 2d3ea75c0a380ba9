import { DrizzleQueryError } from 'drizzle-orm/errors';

/** An error as node-postgres builds it from a PostgreSQL ErrorResponse (a `DatabaseError`). */
export const serverError = (code: string, message: string, severity = 'FATAL') =>
  Object.assign(new Error(message), { code, severity });
/** An error of Node's sockets. */
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
/** How drizzle hands a failed query to the service: its own error, the driver's as the cause. */
export const failedQuery = (cause: unknown, params: unknown[] = ['a-bound-value']) =>
  new DrizzleQueryError('insert into "diaries" ("title") values ($1)', params, cause as Error);

/** Every way the issue lists of "the database cannot serve this right now" (db/pg-errors.ts). */
export const UNAVAILABLE_CASES: Array<[string, () => Error]> = [
  [
    '57P01 admin_shutdown (pg_terminate_backend, failover)',
    () => serverError('57P01', 'terminating connection due to administrator command'),
  ],
  [
    '57P02 crash_shutdown',
    () => serverError('57P02', 'terminating connection because of crash of another server process'),
  ],
  ['57P03 cannot_connect_now', () => serverError('57P03', 'the database system is starting up')],
  ['53300 too_many_connections', () => serverError('53300', 'sorry, too many clients already')],
  ['08006 connection_failure (class 08)', () => serverError('08006', 'connection failure', 'ERROR')],
  ['08P01 protocol_violation (class 08)', () => serverError('08P01', 'protocol violation', 'ERROR')],
  ['Connection terminated unexpectedly', () => new Error('Connection terminated unexpectedly')],
  ['pool: timeout exceeded when trying to connect', () => new Error('timeout exceeded when trying to connect')],
  [
    'pool: Connection terminated due to connection timeout',
    () => new Error('Connection terminated due to connection timeout'),
  ],
  [
    'client not queryable after a connection error',
    () => new Error('Client has encountered a connection error and is not queryable'),
  ],
  ['ECONNRESET', () => socketError('ECONNRESET')],
  ['ECONNREFUSED', () => socketError('ECONNREFUSED')],
  ['EPIPE', () => socketError('EPIPE')],
  ['ETIMEDOUT', () => socketError('ETIMEDOUT')],
];

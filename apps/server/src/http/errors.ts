import type { Socket } from 'node:net';
import type { ErrorCode, ErrorParams, FieldErrorCode, FieldErrorIssue } from '@cordee/shared/error-codes';
import { fieldIssueOf } from '@cordee/shared/field-error-values.contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/pg-errors.ts';
import { english } from './english.ts';
import { requestIdOnSocket } from './logging.ts';
import { ServiceUnavailableError } from './service-unavailable-error.ts';

/**
 * The HTTP status of every error code, in one place (decision 0044). A test checks every code is here.
 */
export const STATUS_OF_CODE = {
  bad_request: 400,
  invalid_signature: 400,
  google_sign_in_refused: 400,
  unauthenticated: 401,
  forbidden: 403,
  guide_not_approved: 403,
  email_not_verified: 403,
  subscription_required: 403,
  chat_not_allowed: 403,
  chat_blocked_by_you: 403,
  chat_blocked: 403,
  recipient_unavailable: 403,
  cannot_block_staff: 403,
  not_found: 404,
  request_timeout: 408,
  already_approved: 409,
  cannot_delete_self: 409,
  user_has_bookings: 409,
  plan_has_subscribers: 409,
  free_plan: 409,
  already_subscribed: 409,
  checkout_closed: 409,
  subscription_ended: 409,
  conflict: 409,
  idempotency_key_reused: 409,
  seats_already_taken: 409,
  event_has_bookings: 409,
  payout_setup_required: 409,
  payout_account_missing: 409,
  payouts_not_enabled: 409,
  no_payout_method: 409,
  run_closed: 409,
  run_full: 409,
  run_started: 409,
  already_booked: 409,
  too_many_open_requests: 409,
  invalid_transition: 409,
  booking_not_accepted: 409,
  booking_not_payable: 409,
  already_paid: 409,
  event_unavailable: 409,
  guide_payments_unavailable: 409,
  checkout_in_progress: 409,
  payment_not_completed: 409,
  payload_too_large: 413,
  range_not_satisfiable: 416,
  invalid_input: 422,
  too_many_requests: 429,
  internal_error: 500,
  overloaded: 503,
  database_unavailable: 503,
  payment_provider_unavailable: 503,
  storage_unavailable: 503,
  uploads_busy: 503,
  sign_in_unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

/**
 * The English words of a code with its params (its context, its values). A shared schema's field code
 * without params is worded with the values its words always hold (its limit).
 */
export function englishMessageOf(code: ErrorCode | FieldErrorCode, params?: Record<string, unknown>): string {
  return english.t(code, params ?? fieldIssueOf(code)?.params ?? {});
}

/** A failure the caller can act on; mapped to HTTP here and nowhere else. */
export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: number;

  constructor(
    readonly code: C,
    readonly params?: ErrorParams<C>,
    readonly headers: Record<string, string> = {},
  ) {
    super(englishMessageOf(code, params as Record<string, unknown> | undefined));
    this.name = 'DomainError';
    this.status = STATUS_OF_CODE[code];
  }
}

/**
 * One refusal of a field: by code (its English from the catalogue), or words with no code (a payment
 * provider's, a schema's outside the shared contracts).
 */
export type FieldIssue = FieldErrorCode | FieldErrorIssue | string;

type FieldErrors = { errors: Record<string, string[]>; codes: Record<string, FieldErrorIssue[]> };

/** The English of each field's refusals, and their codes for each field whose every refusal has one. */
function fieldErrorsOf(issues: Record<string, readonly FieldIssue[]>): FieldErrors {
  const errors: Record<string, string[]> = {};
  const codes: Record<string, FieldErrorIssue[]> = {};
  for (const [field, list] of Object.entries(issues)) {
    const coded = list.map((issue) => (typeof issue === 'object' ? issue : fieldIssueOf(issue)));
    errors[field] = list.map((issue, index) => {
      const byCode = coded[index];
      return byCode ? englishMessageOf(byCode.code, byCode.params) : (issue as string);
    });
    if (coded.every((issue) => issue !== null)) codes[field] = coded as FieldErrorIssue[];
  }
  return { errors, codes };
}

/** 422 with per-field messages, for rules a zod schema cannot express (e.g. "email already taken"). */
export class FieldValidationError extends Error {
  readonly errors: Record<string, string[]>;
  readonly codes: Record<string, FieldErrorIssue[]>;

  constructor(issues: Record<string, readonly FieldIssue[]>) {
    const { errors, codes } = fieldErrorsOf(issues);
    super(Object.values(errors)[0]?.[0] ?? englishMessageOf('invalid_input'));
    this.name = 'FieldValidationError';
    this.errors = errors;
    this.codes = codes;
  }
}

type Context<C extends ErrorCode> = ErrorParams<C> extends { context?: infer K } ? K : never;

export const unauthorized = (context?: Context<'unauthenticated'>) =>
  new DomainError('unauthenticated', context ? { context } : undefined);
export const forbidden = (context?: Context<'forbidden'>) =>
  new DomainError('forbidden', context ? { context } : undefined);
export const notFound = (context?: Context<'not_found'>) =>
  new DomainError('not_found', context ? { context } : undefined);
export const tooManyRequests = (retryAfterSeconds: number, context?: Context<'too_many_requests'>) =>
  new DomainError('too_many_requests', context ? { context } : undefined, {
    'retry-after': String(retryAfterSeconds),
  });

function fieldNameOf(path: ReadonlyArray<PropertyKey>): string {
  return path.length > 0 ? path.map(String).join('.') : '_';
}

/** A 422's body: the first English message, every field's English, and the codes where all have one. */
function validationBody(error: FieldValidationError) {
  const body = { message: error.message, code: 'invalid_input' as const, errors: error.errors };
  return Object.keys(error.codes).length > 0 ? { ...body, codes: error.codes } : body;
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large) keep their status. */
const FASTIFY_CODE_NAMES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

/** An error body of the API: `{message, code}`, `{message, errors}` or a route's richer refusal. */
function isErrorBody(payload: unknown): payload is Record<string, unknown> {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    typeof (payload as { message?: unknown }).message === 'string' &&
    !('request_id' in payload)
  );
}

/** The body of a refusal by code: the English words, the code, and the params the words were made with. */
export function errorBody(
  code: ErrorCode,
  params?: Record<string, unknown>,
): { message: string; code: ErrorCode; params?: Record<string, unknown> } {
  const message = englishMessageOf(code, params);
  return params && Object.keys(params).length > 0 ? { message, code, params } : { message, code };
}

/**
 * The one error handler: 422 `{message, errors}` for validation, `{message, code, params?}` otherwise, no
 * internals in 5xx. Every error answer (this handler's, the not-found handler's, a route's own refusal)
 * carries `request_id`: the id a person can quote, which finds the request's log lines.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    done(null, reply.statusCode >= 400 && isErrorBody(payload) ? { ...payload, request_id: request.id } : payload);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A shared schema's message is a field code (decision 0044): the 422 names it with the values its
      // words hold, beside its English.
      const issues: Record<string, FieldIssue[]> = {};
      for (const v of error.validation) {
        const field = fieldNameOf(v.instancePath.split('/').filter(Boolean));
        issues[field] ??= [];
        issues[field].push(v.message ?? 'Invalid value.');
      }
      return reply.status(422).send(validationBody(new FieldValidationError(issues)));
    }
    if (error instanceof FieldValidationError) {
      return reply.status(422).send(validationBody(error));
    }
    if (error instanceof ServiceUnavailableError) {
      // An outage or timeout at the payment provider or the file store is a fast, retryable 503.
      if (error.logEachRequest) request.log.warn({ err: error }, 'service unavailable');
      return reply
        .status(STATUS_OF_CODE[error.code])
        .header('retry-after', String(error.retryAfterSeconds))
        .send(errorBody(error.code));
    }
    if (error instanceof DomainError) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .send(errorBody(error.code, error.params as Record<string, unknown> | undefined));
    }
    if (isDatabaseUnavailable(error)) {
      // A failover, a restart, a network cut, a full pool: retryable. The cause is logged once, here
      // (the logger's error serializer leaves out the query's parameters).
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(errorBody('database_unavailable'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody('internal_error'));
    }
    if (error.code === 'FST_UNDER_PRESSURE') {
      // @fastify/under-pressure already set Retry-After; the body keeps the API's error shape.
      return reply.status(503).send(errorBody('overloaded'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own words (bad JSON, wrong content type): technical, kept as they are, with a code.
      const code =
        (error.code && FASTIFY_CODE_NAMES[error.code]) ?? (status === 429 ? 'too_many_requests' : 'bad_request');
      return reply.status(status).send({ message: error.message, code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('internal_error'));
  });
}

/**
 * Errors of Fastify's router before any route or hook runs: a path that is not valid percent-encoding
 * (FST_ERR_BAD_URL) or a failing route constraint. The API's error shape, a 400, never the path itself
 * (it is the caller's bytes, and the request id already names the request).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : 'The request is malformed.';
  // No hook runs for these: the request id goes on the answer here (decision 0043).
  reply.status(400).header('x-request-id', request.id).send({ message, code: 'bad_request', request_id: request.id });
}

/**
 * Refusals of the HTTP parser itself, before any route runs (a control character in a header, headers
 * over the size limit, a request that stalls), in the API's error shape instead of Fastify's bare one.
 * When the parser fails in the middle of a request (its body), the answer names that request.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'request_timeout', 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'Request Header Fields Too Large',
            'request_header_fields_too_large',
            'The request headers are too large.',
          ]
        : [400, 'Bad Request', 'bad_request', 'The request is malformed.'];
  // Safe in a header: a request id is a UUID or an incoming id of a checked charset (logging.ts).
  const requestId = requestIdOnSocket(socket);
  const body = JSON.stringify(requestId ? { message, code, request_id: requestId } : { message, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n${requestId ? `X-Request-Id: ${requestId}\r\n` : ''}` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

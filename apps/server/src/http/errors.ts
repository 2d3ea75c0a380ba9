import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/pg-errors.ts';
import { PaymentProviderUnavailableError } from '../integrations/payments/payment-provider.ts';
import { ObjectStorageError } from '../integrations/storage/object-storage-error.ts';
import { requestIdOnSocket } from './logging.ts';

/** A failure the caller can act on; mapped to HTTP here and nowhere else. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** 422 with per-field messages, for rules a zod schema cannot express (e.g. "email already taken"). */
export class FieldValidationError extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors)[0]?.[0] ?? 'The given data was invalid.');
    this.name = 'FieldValidationError';
  }
}

export const unauthorized = (message = 'Unauthenticated.') => new DomainError(401, 'unauthenticated', message);
export const forbidden = (message = 'You are not allowed to do this.') => new DomainError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new DomainError(404, 'not_found', message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts. Please try again later.') =>
  new DomainError(429, 'too_many_requests', message, { 'retry-after': String(retryAfterSeconds) });

type Issue = { path?: ReadonlyArray<PropertyKey>; message: string; instancePath?: string };

function fieldErrorsFrom(issues: ReadonlyArray<Issue>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path && issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  return errors;
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

/**
 * The one error handler: 422 `{message, errors}` for validation, `{message, code}` otherwise, no internals
 * in 5xx. Every error answer (this handler's, the not-found handler's, a route's own refusal) carries
 * `request_id`: the id a person can quote, which finds the request's log lines.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    done(null, reply.statusCode >= 400 && isErrorBody(payload) ? { ...payload, request_id: request.id } : payload);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'Invalid value.',
      }));
      const errors = fieldErrorsFrom(issues);
      return reply
        .status(422)
        .send({ message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors });
    }
    if (error instanceof FieldValidationError) {
      return reply.status(422).send({ message: error.message, errors: error.errors });
    }
    if (error instanceof PaymentProviderUnavailableError) {
      // F4: an outage or timeout at the payment provider is a fast, retryable 503, never a 500.
      request.log.warn({ err: error }, 'payment provider unavailable');
      return reply.status(503).header('retry-after', '30').send({
        message: 'The payment provider cannot be reached right now. Please try again in a moment.',
        code: 'payment_provider_unavailable',
      });
    }
    if (error instanceof ObjectStorageError) {
      // The file store is down, frozen or refuses us: retryable, like the payment provider. Logged once
      // per failing period by the store's health (the first failure with its cause, one line when it
      // answers again), not per request.
      return reply.status(503).header('retry-after', '30').send({
        message: 'Files cannot be reached right now. Please try again in a moment.',
        code: 'storage_unavailable',
      });
    }
    if (error instanceof DomainError) {
      return reply.status(error.status).headers(error.headers).send({ message: error.message, code: error.code });
    }
    if (isDatabaseUnavailable(error)) {
      // A failover, a restart, a network cut, a full pool: retryable. The cause is logged once, here
      // (the logger's error serializer leaves out the query's parameters).
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({
        message: 'The database cannot be reached right now. Please try again in a moment.',
        code: 'database_unavailable',
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal Server Error', code: 'internal_error' });
    }
    if (error.code === 'FST_UNDER_PRESSURE') {
      // @fastify/under-pressure already set Retry-After; the body keeps the API's error shape.
      return reply.status(503).send({ message: 'The server is busy. Please try again.', code: 'overloaded' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        (error.code && FASTIFY_CODE_NAMES[error.code]) ?? (status === 429 ? 'too_many_requests' : 'bad_request');
      return reply.status(status).send({ message: error.message, code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal Server Error', code: 'internal_error' });
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

import type { ErrorCode } from '@cordee/shared/error-codes';

/**
 * An outside service the request needs (the payment provider, the file store) failed or timed out: a
 * fast, retryable 503 with Retry-After, never a 500. The integrations' errors extend it, so the error
 * handler answers them without knowing the integrations (REVIEW §4.9). Its own message is for the logs;
 * the answer's words come from the catalogue by `code` (decision 0044).
 */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly code: Extract<ErrorCode, 'payment_provider_unavailable' | 'storage_unavailable'>,
    message: string,
    options: {
      cause?: unknown;
      /** Whether the handler logs each failing request; the file store logs once per failing period. */
      logEachRequest: boolean;
    },
  ) {
    super(message, { cause: options.cause });
    this.logEachRequest = options.logEachRequest;
  }

  readonly logEachRequest: boolean;
  readonly retryAfterSeconds = 30;
}

import { ServiceUnavailableError } from '../../http/service-unavailable-error.ts';

/**
 * A call to the object store failed (unreachable, refused, misconfigured); the original error is its
 * cause. In a module of its own rather than beside the S3 backend so the error handler can name it without loading the SDK.
 * Answered 503 with Retry-After: whatever status the store gave (its 403 or 404) says nothing about the
 * caller's request.
 */
export class ObjectStorageError extends ServiceUnavailableError {
  constructor(operation: string, cause: unknown) {
    // Logged once per failing period by the store's health (the first failure with its cause, one line
    // when it answers again), not per request.
    super('storage_unavailable', `object storage ${operation} failed`, { cause, logEachRequest: false });
    this.name = 'ObjectStorageError';
  }
}

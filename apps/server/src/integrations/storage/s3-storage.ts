import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { S3_PREFIX_SHAPE, type S3Settings } from '../../config.ts';
import { ObjectStorageError } from './object-storage-error.ts';
import type { ByteRange, Storage } from './storage.ts';
import { StorageHealth } from './storage-health.ts';
import { assertSafeStorageKey } from './storage-key.ts';

/**
 * How long the app waits on the store. A dead, unreachable or frozen store must fail the request in
 * seconds (503 with Retry-After), not hold it, and its socket, until the client or the server gives up:
 * - every call has a deadline of its own, `timeoutMs` (S3_TIMEOUT_MS, 5 s by default), enforced by
 *   aborting it (the SDK's abortSignal): a size, a delete, or a read until its first bytes must be
 *   answered within it, the SDK's one retry included;
 * - an upload is governed by progress instead: the store must take some of the body within every
 *   `timeoutMs`, and answer within `timeoutMs` of the last byte (plus the time the bytes still in the
 *   socket buffers may need to get there, see drainAllowanceMs), so a large video on a slow link goes
 *   through while a store that stopped reading is given up on in seconds;
 * - connecting: a host that drops packets is given up after CONNECT_MS;
 * - silence: a connection with nothing sent or received for IDLE_MS is cut, which also ends a download
 *   a paused client stopped reading (the player asks for the next range again);
 * - one retry (the SDK's backoff) for what S3 itself reports as transient (503 Slow Down, a reset),
 *   never for an upload, whose body is a stream the SDK cannot replay.
 */
export const DEFAULT_S3_TIMEOUT_MS = 5_000;
const CONNECT_MS = 3_000;
const IDLE_MS = 30_000;
const MAX_ATTEMPTS = 2;
/**
 * Each download being streamed to a client holds one connection until it ends; the SDK's default of 50
 * would make the 51st video viewer of an instance wait for a free one.
 */
const MAX_SOCKETS = 256;
/** Uploads are sent in pieces of this size, so the progress of a buffered upload can be watched too. */
const UPLOAD_PIECE_BYTES = 64 * 1024;
/**
 * "Taken" means taken by this machine's socket, whose buffers hold up to 4 MiB (Linux's default
 * maximum, tcp_wmem) still on their way when the last byte is handed over; over a link as slow as
 * 1 MiB/s they need up to 4 s more to reach the store, which it is given before its answer is late.
 */
const IN_FLIGHT_MAX_BYTES = 4 * 1024 * 1024;
const SLOW_LINK_BYTES_PER_SECOND = 1024 * 1024;

function drainAllowanceMs(size: number): number {
  return Math.ceil((Math.min(size, IN_FLIGHT_MAX_BYTES) / SLOW_LINK_BYTES_PER_SECOND) * 1000);
}

/** A call the store did not answer in time; the cause of the ObjectStorageError, for the log. */
export class StorageTimeoutError extends Error {
  constructor(operation: string, ms: number, what: 'answer' | 'progress') {
    super(
      what === 'answer'
        ? `${operation}: no answer from the store within ${ms} ms`
        : `${operation}: the store took no part of the upload for ${ms} ms`,
    );
    this.name = 'TimeoutError';
  }
}

const QUIET_SDK_LOGGER = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };

/** The SDK's client for these settings, with the timeouts above. */
export function createS3Client(settings: S3Settings): S3Client {
  const config: S3ClientConfig = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    maxAttempts: MAX_ATTEMPTS,
    // Checksums only where S3 requires them: several S3-compatible services (and older MinIO) refuse or
    // mishandle the SDK's default CRC trailers on streamed uploads. TLS and S3's own MD5/ETag remain.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Failures reach the app's log through StorageHealth, once per failing period; the SDK would
    // otherwise print a warning of its own to the console for every failed upload.
    logger: QUIET_SDK_LOGGER,
    // The body goes at once: waiting for "100 Continue" (up to 6 s in the SDK) would hold an upload in
    // front of a store that does not send it; a store that refuses the upload still says so at once.
    expectContinueHeader: false,
    requestHandler: {
      connectionTimeout: CONNECT_MS,
      socketTimeout: IDLE_MS,
      httpAgent: { maxSockets: MAX_SOCKETS },
      httpsAgent: { maxSockets: MAX_SOCKETS },
    },
  };
  if (settings.endpoint) config.endpoint = settings.endpoint;
  if (settings.credentials) config.credentials = settings.credentials;
  return new S3Client(config);
}

/** What S3 says about an object that is not there (GetObject: NoSuchKey; HeadObject, which has no body: NotFound). */
function isMissingObject(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * Files as objects of one bucket, under an optional prefix (`uploads/`). Keys are checked before any
 * request, so a key can never name an object outside the prefix. Served through the app like local
 * files (private documents and signed media links keep their checks); the bucket needs no public access.
 */
export class S3Storage implements Storage {
  readonly isLocal = false;
  readonly bucket: string;
  readonly prefix: string;
  readonly client: S3Client;
  /** The deadline of one call, and of an upload's progress (S3_TIMEOUT_MS). */
  readonly timeoutMs: number;
  /** Whether the store answers, and its log: one line per failing period, not per request. */
  readonly health: StorageHealth;

  /** The configured endpoint (none for AWS itself), named in operators' messages only. */
  readonly endpoint: string | undefined;

  constructor(
    client: S3Client,
    bucket: string,
    prefix = '',
    endpoint?: string,
    timeoutMs: number = DEFAULT_S3_TIMEOUT_MS,
  ) {
    if (prefix !== '' && !S3_PREFIX_SHAPE.test(prefix)) throw new Error('unsafe S3 key prefix');
    this.client = client;
    this.bucket = bucket;
    this.prefix = prefix;
    this.endpoint = endpoint;
    this.timeoutMs = timeoutMs;
    this.health = new StorageHealth(() => this.location);
  }

  get location(): string {
    const prefix = this.prefix ? ` (prefix "${this.prefix}")` : '';
    return `the S3 bucket "${this.bucket}"${prefix}${this.endpoint ? ` at ${this.endpoint}` : ''}`;
  }

  /** The sockets kept alive for the next request; a later request would open new ones. */
  close(): void {
    this.client.destroy();
  }

  /** The object's name in the bucket. */
  objectKey(key: string): string {
    assertSafeStorageKey(key);
    return `${this.prefix}${key}`;
  }

  /**
   * One call that must be answered within `timeoutMs`, aborted otherwise. Undefined when the store says
   * there is no such object (an answer, not a failure); any other failure is an ObjectStorageError.
   */
  private async answered<T>(operation: string, send: (abortSignal: AbortSignal) => Promise<T>): Promise<T | undefined> {
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new StorageTimeoutError(operation, this.timeoutMs, 'answer')),
      this.timeoutMs,
    );
    try {
      const result = await send(deadline.signal);
      this.health.answered();
      return result;
    } catch (error) {
      if (isMissingObject(error)) {
        this.health.answered();
        return undefined;
      }
      throw this.failure(operation, deadline.signal.aborted ? deadline.signal.reason : error);
    } finally {
      // Cleared once answered: a read's body then streams for as long as the client reads it.
      clearTimeout(timer);
    }
  }

  /**
   * Uploads `source` (`size` bytes) under a deadline on progress: the store must take part of the body
   * within every `timeoutMs`, then answer within `timeoutMs` of the last byte.
   */
  private async upload(key: string, source: Readable, size: number, contentType: string): Promise<void> {
    const Key = this.objectKey(key);
    const deadline = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = (what: 'answer' | 'progress') => {
      const ms = what === 'answer' ? this.timeoutMs + drainAllowanceMs(size) : this.timeoutMs;
      clearTimeout(timer);
      timer = setTimeout(() => deadline.abort(new StorageTimeoutError('PutObject', ms, what)), ms);
    };
    // A piece passes here only when the request took the one before (back-pressure), so each is progress.
    const body = new Transform({
      transform(piece, _encoding, callback) {
        restart('progress');
        callback(null, piece);
      },
      flush(callback) {
        restart('answer');
        callback();
      },
    });
    source.on('error', (error) => body.destroy(error));
    source.pipe(body);
    restart('progress');
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key, Body: body, ContentLength: size, ContentType: contentType }),
        { abortSignal: deadline.signal },
      );
      this.health.answered();
    } catch (error) {
      throw this.failure('PutObject', deadline.signal.aborted ? deadline.signal.reason : error);
    } finally {
      clearTimeout(timer);
      source.unpipe(body);
      source.destroy();
      body.destroy();
    }
  }

  private failure(operation: string, cause: unknown): ObjectStorageError {
    this.health.failed(operation, cause);
    return new ObjectStorageError(operation, cause);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.upload(key, Readable.from(piecesOf(data), { objectMode: false }), data.length, contentType);
  }

  async putFile(key: string, sourcePath: string, contentType: string): Promise<void> {
    // The length up front lets the SDK stream the file in one PUT instead of buffering it to measure it.
    const { size } = await fs.stat(sourcePath);
    await this.upload(key, createReadStream(sourcePath), size, contentType);
  }

  async size(key: string): Promise<number | undefined> {
    const Key = this.objectKey(key);
    const head = await this.answered('HeadObject', (abortSignal) =>
      this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }), { abortSignal }),
    );
    return head?.ContentLength;
  }

  async openRead(key: string, range?: ByteRange): Promise<Readable | undefined> {
    const Key = this.objectKey(key);
    const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
    const object = await this.answered('GetObject', (abortSignal) =>
      this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key, Range }), { abortSignal }),
    );
    if (!object) return undefined;
    // In Node the SDK answers the response stream itself; anything else means a browser build slipped in.
    if (!(object.Body instanceof Readable)) throw new ObjectStorageError('GetObject', new Error('no readable body'));
    return object.Body;
  }

  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    // S3 answers 204 for a missing object too: deleting twice is fine, as the interface asks.
    await this.answered('DeleteObject', (abortSignal) =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }), { abortSignal }),
    );
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== undefined;
  }
}

/** A buffer as pieces of UPLOAD_PIECE_BYTES (views, not copies). */
function* piecesOf(data: Buffer): Generator<Buffer> {
  for (let offset = 0; offset < data.length; offset += UPLOAD_PIECE_BYTES) {
    yield data.subarray(offset, offset + UPLOAD_PIECE_BYTES);
  }
}

export function createS3Storage(settings: S3Settings, timeoutMs: number = DEFAULT_S3_TIMEOUT_MS): S3Storage {
  return new S3Storage(createS3Client(settings), settings.bucket, settings.prefix, settings.endpoint, timeoutMs);
}

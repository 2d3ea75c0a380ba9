import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
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
import { assertSafeStorageKey } from './storage-key.ts';

/**
 * How long the app waits on the store. A dead or unreachable store must fail the request in seconds,
 * not hold it (and its socket) until the client gives up:
 * - connecting: a host that drops packets is given up after CONNECT_MS;
 * - answering: the store has ANSWER_MS to send the headers of a read, a size or a delete (uploads are
 *   exempt: a 100 MB video takes as long as the link needs, see UPLOAD_OPTIONS);
 * - silence: a connection with nothing sent or received for IDLE_MS is cut, uploads and downloads
 *   alike, which also ends a download a paused client stopped reading (the player asks for the next
 *   range again);
 * - one retry (the SDK's backoff) for what S3 itself reports as transient (503 Slow Down, a reset),
 *   never for a streamed upload, which the SDK cannot replay.
 */
const CONNECT_MS = 3_000;
const ANSWER_MS = 10_000;
const IDLE_MS = 30_000;
const MAX_ATTEMPTS = 2;
/**
 * Each download being streamed to a client holds one connection until it ends; the SDK's default of 50
 * would make the 51st video viewer of an instance wait for a free one.
 */
const MAX_SOCKETS = 256;
/** No answer deadline for uploads: only the connect and silence limits apply. */
const UPLOAD_OPTIONS = { requestTimeout: 0 };

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
    requestHandler: {
      connectionTimeout: CONNECT_MS,
      requestTimeout: ANSWER_MS,
      // Without it the SDK only logs a warning when ANSWER_MS passes, and keeps waiting.
      throwOnRequestTimeout: true,
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
  readonly bucket: string;
  readonly prefix: string;
  readonly client: S3Client;

  /** The configured endpoint (none for AWS itself), named in operators' messages only. */
  readonly endpoint: string | undefined;

  constructor(client: S3Client, bucket: string, prefix = '', endpoint?: string) {
    if (prefix !== '' && !S3_PREFIX_SHAPE.test(prefix)) throw new Error('unsafe S3 key prefix');
    this.client = client;
    this.bucket = bucket;
    this.prefix = prefix;
    this.endpoint = endpoint;
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

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const Key = this.objectKey(key);
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key, Body: data, ContentType: contentType }),
        UPLOAD_OPTIONS,
      );
    } catch (error) {
      throw new ObjectStorageError('PutObject', error);
    }
  }

  async putFile(key: string, sourcePath: string, contentType: string): Promise<void> {
    const Key = this.objectKey(key);
    // The length up front lets the SDK stream the file in one PUT instead of buffering it to measure it.
    const { size } = await fs.stat(sourcePath);
    const body = createReadStream(sourcePath);
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key, Body: body, ContentLength: size, ContentType: contentType }),
        UPLOAD_OPTIONS,
      );
    } catch (error) {
      throw new ObjectStorageError('PutObject', error);
    } finally {
      body.destroy();
    }
  }

  async size(key: string): Promise<number | undefined> {
    const Key = this.objectKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
      return head.ContentLength;
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw new ObjectStorageError('HeadObject', error);
    }
  }

  async openRead(key: string, range?: ByteRange): Promise<Readable | undefined> {
    const Key = this.objectKey(key);
    const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
    let body: unknown;
    try {
      body = (await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key, Range }))).Body;
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw new ObjectStorageError('GetObject', error);
    }
    // In Node the SDK answers the response stream itself; anything else means a browser build slipped in.
    if (!(body instanceof Readable)) throw new ObjectStorageError('GetObject', new Error('no readable body'));
    return body;
  }

  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    try {
      // S3 answers 204 for a missing object too: deleting twice is fine, as the interface asks.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
    } catch (error) {
      throw new ObjectStorageError('DeleteObject', error);
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== undefined;
  }
}

export function createS3Storage(settings: S3Settings): S3Storage {
  return new S3Storage(createS3Client(settings), settings.bucket, settings.prefix, settings.endpoint);
}

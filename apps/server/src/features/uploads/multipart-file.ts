import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { bodyTooSlow } from '../../http/body-deadline.ts';
import { DomainError, type FieldIssue, FieldValidationError } from '../../http/errors.ts';

export type ReceivedFile = { data: Buffer; filename: string };

export const fileError = (issue: FieldIssue) => new FieldValidationError({ file: [issue] });

export function tooLarge(maxBytes: number): DomainError {
  const mib = maxBytes / (1024 * 1024);
  const limit = mib >= 1 ? `${Number(mib.toFixed(1))} MB` : `${Math.max(1, Math.round(maxBytes / 1024))} KB`;
  return new DomainError('payload_too_large', { limit });
}

/**
 * An upload is governed by its progress, not by a total time: a slow and steady one may take many
 * minutes (up to UPLOAD_MAX_DURATION_MS, Node's requestTimeout), one that stops sending is cut after
 * `idleTimeoutMs` without a byte.
 */
export type UploadPace = { idleTimeoutMs: number };

export type UploadProgress = {
  /** Aborted with a 408 (bodyTooSlow) once no byte arrived for the idle timeout. */
  signal: AbortSignal;
  /** Bytes arrived: the idle time starts again. */
  progressed: () => void;
  /** The body is read (or given up): no more timing. */
  stop: () => void;
};

/** One timer per upload, restarted on every chunk (refresh() re-arms it without allocating another). */
export function watchUploadProgress(pace: UploadPace): UploadProgress {
  const stalled = new AbortController();
  const timer = setTimeout(() => stalled.abort(bodyTooSlow('upload_stalled')), pace.idleTimeoutMs);
  return {
    signal: stalled.signal,
    progressed: () => timer.refresh(),
    stop: () => clearTimeout(timer),
  };
}

/**
 * `reading`, unless the upload stalls first: then the stall's 408. The reading itself is ended by the
 * closed connection after that answer, and its own failure is of no interest any more.
 */
export async function unlessStalled<T>(reading: Promise<T>, progress: UploadProgress): Promise<T> {
  reading.catch(() => {});
  const { signal } = progress;
  if (signal.aborted) throw signal.reason;
  let onAbort: () => void = () => {};
  const stalled = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([reading, stalled]);
  } finally {
    signal.removeEventListener('abort', onAbort);
    progress.stop();
  }
}

/**
 * Collects one file part, refusing as soon as busboy reports the size limit: memory never holds more
 * than `maxBytes`, and the rest of an oversized body is discarded by busboy, not buffered.
 */
function readLimited(
  file: Readable & { truncated?: boolean },
  maxBytes: number,
  progress: UploadProgress,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    progress.signal.addEventListener('abort', () => file.destroy(progress.signal.reason), { once: true });
    file.on('data', (chunk: Buffer) => {
      progress.progressed();
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    file.once('limit', () => {
      chunks.length = 0;
      reject(tooLarge(maxBytes));
    });
    file.once('end', () => {
      if (file.truncated || size > maxBytes) reject(tooLarge(maxBytes));
      else resolve(Buffer.concat(chunks, size));
    });
    file.once('error', reject);
    file.once('close', () => reject(new DomainError('bad_request', { context: 'upload_interrupted' })));
  });
}

const LIMIT_ERRORS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * The one file of a multipart body. Anything else (not multipart, no file, a second file, extra
 * fields, a malformed body) is a 422 on `file`; over the size limit is a 413; an upload that stops
 * arriving for the pace's idle timeout is a 408.
 */
export async function readSingleFile(
  request: FastifyRequest,
  maxBytes: number,
  pace: UploadPace,
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw fileError('upload_not_multipart');
  const progress = watchUploadProgress(pace);
  return unlessStalled(readOneFile(request, maxBytes, progress), progress);
}

async function readOneFile(request: FastifyRequest, maxBytes: number, progress: UploadProgress): Promise<ReceivedFile> {
  let received: ReceivedFile | undefined;
  try {
    const parts = request.parts({ limits: { files: 1, fields: 0, parts: 1, fileSize: maxBytes } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      received = { data: await readLimited(part.file, maxBytes, progress), filename: part.filename };
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (LIMIT_ERRORS.has(code)) throw fileError('upload_one_file');
    if (code === 'FST_MP_PREMATURE_CLOSE') throw new DomainError('bad_request', { context: 'upload_interrupted' });
    throw fileError('upload_unreadable');
  }
  if (!received) throw fileError('upload_no_file');
  return received;
}

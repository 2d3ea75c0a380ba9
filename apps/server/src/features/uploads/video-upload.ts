import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../http/errors.ts';
import {
  fileError,
  tooLarge,
  type UploadPace,
  type UploadProgress,
  unlessStalled,
  watchUploadProgress,
} from './multipart-file.ts';
import { VIDEO_SNIFF_BYTES } from './video-checks.ts';

/** A video received to a temporary file: its first bytes (for the content check) and its length. */
export type ReceivedVideo = { tempPath: string; head: Buffer; size: number; filename: string };

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const TEMP_DIR = path.join(os.tmpdir(), 'cordee-video-uploads');

/** The temporary file is removed on every path; a failed removal is not the caller's problem. */
export async function discardReceivedVideo(video: ReceivedVideo | undefined): Promise<void> {
  if (video) await fs.rm(video.tempPath, { force: true }).catch(() => {});
}

/**
 * Counts the bytes and keeps the first VIDEO_SNIFF_BYTES; fails with 413 the moment the count passes
 * `maxBytes`, so an oversized upload is cut off there rather than written out in full.
 */
function countingTap(
  maxBytes: number,
  received: { size: number; head: Buffer[]; headBytes: number },
  progress: UploadProgress,
) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      progress.progressed();
      received.size += chunk.length;
      if (received.size > maxBytes) {
        callback(tooLarge(maxBytes));
        return;
      }
      if (received.headBytes < VIDEO_SNIFF_BYTES) {
        const part = chunk.subarray(0, VIDEO_SNIFF_BYTES - received.headBytes);
        received.head.push(Buffer.from(part));
        received.headBytes += part.length;
      }
      callback(null, chunk);
    },
  });
}

/**
 * The one file of a multipart body, streamed to a temporary file: memory holds a chunk at a time and the
 * first 4 KB, never the video. Over `maxBytes` is a 413 (at once when Content-Length already says so);
 * anything but exactly one file part is a 422 on `file`; no byte for the pace's idle timeout is a 408
 * (the temporary file is removed on every path, this one included).
 */
export async function receiveVideoToTempFile(
  request: FastifyRequest,
  maxBytes: number,
  pace: UploadPace,
): Promise<ReceivedVideo> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(maxBytes);
  if (!request.isMultipart()) throw fileError('upload_not_multipart');
  await fs.mkdir(TEMP_DIR, { recursive: true, mode: 0o700 });
  const progress = watchUploadProgress(pace);
  return unlessStalled(receiveOneVideo(request, maxBytes, progress), progress);
}

async function receiveOneVideo(
  request: FastifyRequest,
  maxBytes: number,
  progress: UploadProgress,
): Promise<ReceivedVideo> {
  let video: ReceivedVideo | undefined;
  try {
    const parts = request.parts({ limits: { files: 1, fields: 0, parts: 1, fileSize: maxBytes } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const tempPath = path.join(TEMP_DIR, `${randomBytes(16).toString('hex')}.upload`);
      const received = { size: 0, head: [] as Buffer[], headBytes: 0 };
      video = { tempPath, head: Buffer.alloc(0), size: 0, filename: part.filename };
      const file = part.file as Readable & { truncated?: boolean };
      // busboy stops at fileSize + 1 byte and says so with 'limit': the upload is refused there.
      file.once('limit', () => file.destroy(tooLarge(maxBytes)));
      // A stall ends the copy, so the temporary file is closed and removed below.
      progress.signal.addEventListener('abort', () => file.destroy(progress.signal.reason), { once: true });
      await pipeline(
        file,
        countingTap(maxBytes, received, progress),
        createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }),
      );
      if (file.truncated) throw tooLarge(maxBytes);
      video.head = Buffer.concat(received.head);
      video.size = received.size;
    }
  } catch (error) {
    await discardReceivedVideo(video);
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw fileError('upload_one_file');
    }
    if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw new DomainError('bad_request', { context: 'upload_interrupted' });
    }
    throw fileError('upload_unreadable');
  }
  if (!video) throw fileError('upload_no_file');
  return video;
}

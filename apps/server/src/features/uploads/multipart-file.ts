import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { DomainError, FieldValidationError } from '../../http/errors.ts';

export type ReceivedFile = { data: Buffer; filename: string };

export const fileError = (message: string) => new FieldValidationError({ file: [message] });

export function tooLarge(maxBytes: number): DomainError {
  const mib = maxBytes / (1024 * 1024);
  const limit = mib >= 1 ? `${Number(mib.toFixed(1))} MB` : `${Math.max(1, Math.round(maxBytes / 1024))} KB`;
  return new DomainError(413, 'payload_too_large', `The file is too large. The limit is ${limit}.`);
}

/**
 * Collects one file part, refusing as soon as busboy reports the size limit: memory never holds more
 * than `maxBytes`, and the rest of an oversized body is discarded by busboy, not buffered.
 */
function readLimited(file: Readable & { truncated?: boolean }, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    file.on('data', (chunk: Buffer) => {
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
    file.once('close', () => reject(new DomainError(400, 'bad_request', 'The upload was interrupted.')));
  });
}

const LIMIT_ERRORS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * The one file of a multipart body. Anything else (not multipart, no file, a second file, extra
 * fields, a malformed body) is a 422 on `file`; over the size limit is a 413.
 */
export async function readSingleFile(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw fileError('Please send the file as multipart/form-data.');
  let received: ReceivedFile | undefined;
  try {
    const parts = request.parts({ limits: { files: 1, fields: 0, parts: 1, fileSize: maxBytes } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      received = { data: await readLimited(part.file, maxBytes), filename: part.filename };
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (LIMIT_ERRORS.has(code)) throw fileError('Please send one file and nothing else.');
    if (code === 'FST_MP_PREMATURE_CLOSE') throw new DomainError(400, 'bad_request', 'The upload was interrupted.');
    throw fileError('The upload could not be read. Please try again.');
  }
  if (!received) throw fileError('Please choose a file to upload.');
  return received;
}

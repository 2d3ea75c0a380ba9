import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { ObjectStorageError } from './object-storage-error.ts';
import type { Storage } from './storage.ts';

/**
 * What the start-up check found:
 * - `usable`: a small object was written, read back and deleted;
 * - `misconfigured`: the store answered and refused (no such bucket, wrong credentials, a policy without
 *   put, get or delete, a folder that cannot be written): the server must not start, or the first user
 *   to upload would find out;
 * - `unreachable`: no answer (network, timeout, the store's own 5xx): the server starts anyway, since
 *   everything but files works, and uploads answer 503 until the store is back.
 */
export type StorageStartupCheck =
  | { outcome: 'usable' }
  | { outcome: 'misconfigured'; reason: string }
  | { outcome: 'unreachable'; reason: string };

/** Long enough for a slow store, short enough that a silent one does not hold the start-up. */
export const STORAGE_CHECK_TIMEOUT_MS = 10_000;

const PROBE = Buffer.from('Cordée checks at start-up that it may write, read and delete here.\n');

/** Writes a probe object, reads it back and deletes it, within STORAGE_CHECK_TIMEOUT_MS. */
export async function checkStorageAtStartup(
  storage: Storage,
  timeoutMs = STORAGE_CHECK_TIMEOUT_MS,
): Promise<StorageStartupCheck> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  try {
    const result = await Promise.race([writeReadDelete(storage), timedOut]);
    if (result === 'timed out') {
      return { outcome: 'unreachable', reason: `${storage.location} did not answer within ${timeoutMs / 1000} s` };
    }
    return { outcome: 'usable' };
  } catch (error) {
    return classify(error, storage.location);
  } finally {
    clearTimeout(timer);
  }
}

async function writeReadDelete(storage: Storage): Promise<void> {
  // A key of its own each time: instances starting together never touch each other's probe.
  const key = `startup-check-${randomBytes(12).toString('hex')}.txt`;
  await storage.put(key, PROBE, 'text/plain');
  try {
    const stream = await storage.openRead(key);
    const read = stream ? await buffer(stream) : undefined;
    if (!read?.equals(PROBE)) throw new StoredDifferently();
  } finally {
    await storage.delete(key);
  }
}

/** The store took the probe but gave back something else (or nothing): a proxy or a policy in the way. */
class StoredDifferently extends Error {
  constructor() {
    super('the object written was not read back as written');
  }
}

function classify(error: unknown, location: string): StorageStartupCheck {
  if (error instanceof StoredDifferently) {
    return { outcome: 'misconfigured', reason: `${location}: ${error.message}` };
  }
  if (error instanceof ObjectStorageError) {
    const cause = error.cause as { name?: unknown; $metadata?: { httpStatusCode?: unknown } } | undefined;
    const status = typeof cause?.$metadata?.httpStatusCode === 'number' ? cause.$metadata.httpStatusCode : undefined;
    const name = typeof cause?.name === 'string' ? cause.name : 'no answer';
    if (status !== undefined && status >= 400 && status < 500) {
      return {
        outcome: 'misconfigured',
        reason:
          `${location} refused a test object (${name}, HTTP ${status}): check S3_BUCKET, S3_REGION and ` +
          `that the credentials may put, get and delete objects there`,
      };
    }
    const answered = status === undefined ? name : `${name}, HTTP ${status}`;
    return { outcome: 'unreachable', reason: `${location} could not be reached (${answered})` };
  }
  // Local disk: the folder cannot be made or written (a read-only mount, a file in its place, permissions).
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return {
    outcome: 'misconfigured',
    reason: `${location} cannot be written (${typeof code === 'string' ? code : String(error)}): check DATA_DIR`,
  };
}

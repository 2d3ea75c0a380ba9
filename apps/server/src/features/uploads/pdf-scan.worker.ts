import fs from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { inspectPdf } from './pdf-checks.ts';

// On Linux a thread has its own scheduling priority: this one yields the CPU to the event loop (and to
// everything else) when cores are short, so a long scan delays only the upload that asked for it.
try {
  const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId)) os.setPriority(threadId, os.constants.priority.PRIORITY_LOW);
} catch {
  // Not Linux, or not allowed: the scan runs at normal priority, still off the event loop.
}

// One PDF per message. The bytes were moved here, not copied, and are moved back with the verdict;
// the pool terminates this thread when a scan runs past its time.
parentPort?.on('message', (data: Uint8Array) => {
  const inspection = inspectPdf(data);
  parentPort?.postMessage({ inspection, data }, [data.buffer as ArrayBuffer]);
});

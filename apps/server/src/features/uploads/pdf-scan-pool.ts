import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createFairWorkQueue } from './fair-work-queue.ts';
import type { PdfInspection, PdfVerdict } from './pdf-checks.ts';

export type PdfScanPoolOptions = {
  /** Scans running at once, each on its own thread. */
  workers: number;
  /** Scans waiting for a thread; past it the upload is refused with 503. */
  maxWaiting: number;
  /** Of those, the most one uploader may hold: past it that uploader's next file is refused with 503. */
  maxWaitingPerUploader?: number;
  /** A scan still running after this is stopped (its thread terminated) and the file refused. */
  timeoutMs: number;
};

export type PdfScan = { verdict: PdfVerdict; data: Buffer };
export type PdfScanPool = {
  /**
   * The verdict on `data`. A buffer that owns its memory is moved to the worker (not copied: 10 MB
   * copied is a pause for every request) and comes back as `data`; the caller's buffer is then empty.
   * After a timeout no bytes come back (the file is refused anyway). `uploader` names whose file it is:
   * uploaders take turns for the threads, so one uploader's costly files do not hold everyone else's.
   */
  scan(data: Buffer, uploader?: string): Promise<PdfScan>;
  /** Starts a thread ahead of the first upload, so that upload does not wait for it to load. */
  warm(): void;
  close(): Promise<void>;
};

/**
 * The scan is linear, but a 10 MB file still takes tenths of a second of CPU: on the main thread
 * that is a stall for every other request. A worker keeps the event loop free, its heap is capped,
 * and a scan that overruns its time is ended by terminating the thread, whatever it is doing.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };
const workerUrl = new URL('./pdf-scan.worker.ts', import.meta.url);

export function createPdfScanPool(options: PdfScanPoolOptions): PdfScanPool {
  const queue = createFairWorkQueue({
    concurrency: options.workers,
    maxWaiting: options.maxWaiting,
    maxWaitingPerKey: options.maxWaitingPerUploader ?? options.maxWaiting,
  });
  const idle: Worker[] = [];

  const spawn = () => {
    const worker = new Worker(workerUrl, { resourceLimits: WORKER_LIMITS });
    // An idle thread must not keep the process alive; a request waiting for it does that.
    worker.unref();
    return worker;
  };

  const runOn = (worker: Worker, data: Buffer) =>
    new Promise<PdfScan>((resolve, reject) => {
      const settle = (keepWorker: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (keepWorker) idle.push(worker);
        else void worker.terminate();
      };
      const onMessage = (answer: { inspection: PdfInspection; data: Uint8Array }) => {
        settle(true);
        const bytes = Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength);
        resolve({ verdict: answer.inspection.verdict, data: bytes });
      };
      const onError = (error: Error & { code?: string }) => {
        settle(false);
        // Out of its memory limit: the file is too costly to check. Anything else is a fault of ours.
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve({ verdict: 'uncheckable', data: Buffer.alloc(0) });
        else reject(error);
      };
      const onExit = () => {
        settle(false);
        reject(new Error('the PDF scan worker exited'));
      };
      const timer = setTimeout(() => {
        settle(false);
        resolve({ verdict: 'uncheckable', data: Buffer.alloc(0) });
      }, options.timeoutMs);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      // Small buffers share Node's pool memory and are copied; a large one owns its memory and moves.
      const ownsMemory = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
      worker.postMessage(data, ownsMemory ? [data.buffer as ArrayBuffer] : []);
    });

  return {
    scan: (data, uploader = 'anyone') => queue.run(uploader, () => runOn(idle.pop() ?? spawn(), data)),
    warm() {
      if (idle.length === 0 && queue.active === 0) idle.push(spawn());
    },
    async close() {
      await Promise.all(idle.splice(0).map((worker) => worker.terminate()));
    },
  };
}

/**
 * The pool of one app (built by the composition root, closed with the app): one thread on a two-core machine, leaving a core to the event loop, at most
 * two anywhere (uploads are rare next to page views); 16 scans may wait, which at tenths of a second
 * each is a few seconds, and uploaders take turns. One uploader holds at most 4 of those places (a guide
 * applicant's documents arrive a few at a time), so nobody can fill the line alone. A scan gets 10 s:
 * an honest 10 MB file needs a fraction of a second of CPU, but the thread runs at low priority and may
 * wait for a busy machine's cores.
 */
export function createPdfScanPoolForUploads(): PdfScanPool {
  return createPdfScanPool({
    workers: Math.max(1, Math.min(2, availableParallelism() - 1)),
    maxWaiting: 16,
    maxWaitingPerUploader: 4,
    timeoutMs: 10_000,
  });
}

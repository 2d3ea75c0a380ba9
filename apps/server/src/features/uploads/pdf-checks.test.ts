import { describe, expect, it } from 'vitest';
import { inspectPdf } from './pdf-checks.ts';
import { createPdfScanPool } from './pdf-scan-pool.ts';
import { WorkQueueFullError } from './work-queue.ts';

const pdf = (catalogueExtra = '') =>
  Buffer.from(
    `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R ${catalogueExtra} >> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

describe('PDF scan: linear, bounded, off the event loop (issue 9 finding 1, E4)', () => {
  const adversarial = (unit: string, size: number) => {
    const data = Buffer.alloc(size, unit, 'latin1');
    data.write('%PDF-1.7\n', 'latin1');
    return data;
  };
  const shapes = [
    '>>stream\n',
    '1 0 obj\n',
    '<<',
    '<</a[(',
    '/ObjStm/Fl>>stream\n',
    '/Type/ObjStm/Filter/FlateDecode>>stream\nx\x9c',
    '/J#53#',
    'endstream\n',
    '(((\\',
  ];

  it('does work proportional to the file size, whatever the bytes (counted steps, not seconds)', () => {
    const mib = 1024 * 1024;
    for (const unit of shapes) {
      const small = inspectPdf(adversarial(unit, mib)).work;
      const large = inspectPdf(adversarial(unit, 4 * mib)).work;
      expect(large, JSON.stringify(unit)).toBeLessThanOrEqual(4.2 * Math.max(small, mib));
      expect(large, JSON.stringify(unit)).toBeLessThanOrEqual(3 * 4 * mib);
    }
  });

  it('stops a scan that overruns its time budget, refusing the file, and bounds the scans waiting', async () => {
    const pool = createPdfScanPool({ workers: 1, maxWaiting: 0, timeoutMs: 1 });
    try {
      const first = pool.scan(adversarial('/J#53#', 10 * 1024 * 1024));
      // The one thread is busy and no scan may wait: refused at once, not queued.
      await expect(pool.scan(pdf())).rejects.toBeInstanceOf(WorkQueueFullError);
      expect((await first).verdict).toBe('uncheckable');
    } finally {
      await pool.close();
    }
  });

  it('answers clean and refused PDFs through a worker thread that is reused', async () => {
    const pool = createPdfScanPool({ workers: 1, maxWaiting: 4, timeoutMs: 30_000 });
    try {
      const large = Buffer.concat([pdf(), Buffer.alloc(64 * 1024, ' ')]);
      const scans = await Promise.all([
        pool.scan(pdf()),
        pool.scan(pdf('/OpenAction << /S /JavaScript /JS (x) >>')),
        pool.scan(Buffer.from(large)),
      ]);
      expect(scans.map((scan) => scan.verdict)).toEqual(['clean', 'active_content', 'clean']);
      // The bytes come back whole, moved rather than copied when the buffer owns its memory.
      expect(scans[0]?.data.equals(pdf())).toBe(true);
      expect(scans[2]?.data.equals(large)).toBe(true);
    } finally {
      await pool.close();
    }
  });
});

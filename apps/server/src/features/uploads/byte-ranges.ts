import type { ByteRange } from '../../integrations/storage/storage.ts';

/**
 * The Range header of a media request against a file of `size` bytes: no header (the whole file), one
 * satisfiable range, or 'unsatisfiable' (416). Only single `bytes=` ranges are served; a multi-range
 * request gets the whole file, which HTTP allows and no video player asks for.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=\s*(\d{0,15})\s*-\s*(\d{0,15})\s*$/i.exec(header.trim());
  if (!match) return header.includes(',') && /^bytes=/i.test(header.trim()) ? undefined : 'unsatisfiable';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'unsatisfiable';
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return 'unsatisfiable';
  return { start, end };
}

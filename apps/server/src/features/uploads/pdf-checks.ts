import { constants, inflateSync } from 'node:zlib';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** Actions that run code or programs when the document is opened or clicked. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch']);
/** A name token; `#xx` escapes let `/J#53` spell `/JS`, so they are decoded before comparing. */
const NAME_TOKEN = /\/((?:[A-Za-z0-9]|#[0-9A-Fa-f]{2})+)/g;
/** Object streams are small in honest files; past these the file is refused as uncheckable. */
const MAX_INFLATED_STREAM_BYTES = 16 * 1024 * 1024;
const MAX_INFLATED_TOTAL_BYTES = 64 * 1024 * 1024;

export function hasPdfMagic(data: Buffer): boolean {
  return data.length >= PDF_MAGIC.length && data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(NAME_TOKEN)) if (match[1]) names.add(decodeName(match[1]));
  return names;
}

function hasActiveName(text: string): boolean {
  for (const match of text.matchAll(NAME_TOKEN)) if (match[1] && ACTIVE_NAMES.has(decodeName(match[1]))) return true;
  return false;
}

export type PdfVerdict = 'clean' | 'active_content' | 'uncheckable';

/**
 * A byte scan, not a PDF parser: dictionaries sit either in the file as text or, since PDF 1.5, inside
 * compressed object streams (`/Type /ObjStm`), which are inflated and scanned too. Streams that cannot be
 * inflated (other filters, encryption) are not inspected; the file is still served under CSP sandbox.
 */
export function inspectPdf(data: Buffer): PdfVerdict {
  const text = data.toString('latin1');
  if (hasActiveName(text)) return 'active_content';

  let inflatedTotal = 0;
  const streamKeyword = /stream\r?\n/g;
  for (let match = streamKeyword.exec(text); match; match = streamKeyword.exec(text)) {
    // `endstream` also ends in "stream" followed by a newline; only a real stream start is preceded by `>>`.
    const dictionaryEnd = text.lastIndexOf('>>', match.index);
    if (dictionaryEnd < 0 || text.slice(dictionaryEnd + 2, match.index).trim() !== '') continue;
    const objectStart = text.lastIndexOf(' obj', dictionaryEnd);
    const dictionary = text.slice(Math.max(objectStart, dictionaryEnd - 4096), dictionaryEnd);
    if (!namesIn(dictionary).has('ObjStm')) continue;

    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const body = data.subarray(start, end < 0 ? data.length : end);
    let inflated: Buffer;
    try {
      inflated = inflateSync(body, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: MAX_INFLATED_STREAM_BYTES });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return 'uncheckable';
      continue;
    }
    inflatedTotal += inflated.length;
    if (inflatedTotal > MAX_INFLATED_TOTAL_BYTES) return 'uncheckable';
    if (hasActiveName(inflated.toString('latin1'))) return 'active_content';
  }
  return 'clean';
}

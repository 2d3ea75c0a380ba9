import { inflateSync } from 'node:zlib';

// This file also runs in the PDF scan worker, which Node loads with type stripping only: no enums,
// no parameter properties, no imports beyond node built-ins.

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ENDSTREAM = Buffer.from('endstream', 'latin1');

/**
 * Names that make a document run code, start programs or carry other files: actions (JavaScript,
 * Launch, go-to-embedded), XFA forms (scripted), attachments and rich media. Any of them anywhere
 * refuses the file; an `/OpenAction` or `/AA` that runs a script always holds `/JavaScript` or `/JS`.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'GoToE',
  'XFA',
  'EmbeddedFiles',
  'EmbeddedFile',
  'FileAttachment',
  'RichMedia',
]);
/** Filters this scan can undo, in both spellings viewers accept. */
const DECODABLE_FILTERS: Record<string, 'flate' | 'hex' | 'ascii85'> = {
  FlateDecode: 'flate',
  Fl: 'flate',
  ASCIIHexDecode: 'hex',
  AHx: 'hex',
  ASCII85Decode: 'ascii85',
  A85: 'ascii85',
};
const OTHER_FILTERS = new Set([
  'LZWDecode',
  'LZW',
  'RunLengthDecode',
  'RL',
  'CCITTFaxDecode',
  'CCF',
  'DCTDecode',
  'DCT',
  'JBIG2Decode',
  'JPXDecode',
  'Crypt',
]);

/** Honest object streams hold a few hundred objects each; these caps keep the scan bounded. */
export const PDF_SCAN_LIMITS = {
  objectStreams: 10_000,
  decodedStreamBytes: 16 * 1024 * 1024,
  decodedTotalBytes: 64 * 1024 * 1024,
} as const;
/** Names longer than this (raw, with `#xx` escapes) cannot spell one of the names looked for. */
const MAX_NAME_LENGTH = 48;

export type PdfVerdict = 'clean' | 'active_content' | 'encrypted' | 'uncheckable';
/**
 * `work` counts the bytes visited (read, searched, decoded or produced): the scan's cost, which the
 * tests show grows linearly with the file.
 */
export type PdfInspection = { verdict: PdfVerdict; work: number };

export function hasPdfMagic(data: Uint8Array): boolean {
  return data.length >= PDF_MAGIC.length && Buffer.from(data.buffer, data.byteOffset, 5).equals(PDF_MAGIC);
}

// Byte classes of PDF syntax: white-space, delimiters, and regular characters (names and keywords).
const WHITE = 1;
const DELIMITER = 2;
const CLASS = new Uint8Array(256);
for (const code of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[code] = WHITE;
for (const char of '()<>[]{}/%') CLASS[char.charCodeAt(0)] = DELIMITER;

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x41 && code <= 0x46) return code - 0x37;
  if (code >= 0x61 && code <= 0x66) return code - 0x57;
  return -1;
}

/**
 * A name as viewers read it: `#xx` escapes decoded, so `/J#53` is `/JS`. Every name looked for starts
 * with a capital letter and is at most 16 characters long; others come back empty, cheaply.
 */
function decodeName(bytes: Uint8Array, start: number, end: number): string {
  let name = '';
  for (let i = start; i < end; i += 1) {
    let code = bytes[i] as number;
    if (
      code === 0x23 &&
      i + 2 < end &&
      hexValue(bytes[i + 1] as number) >= 0 &&
      hexValue(bytes[i + 2] as number) >= 0
    ) {
      code = hexValue(bytes[i + 1] as number) * 16 + hexValue(bytes[i + 2] as number);
      i += 2;
    }
    if ((name.length === 0 && (code < 0x41 || code > 0x5a)) || name.length >= 16) return '';
    name += String.fromCharCode(code);
  }
  return name;
}

function isKeyword(bytes: Uint8Array, start: number, end: number, keyword: string): boolean {
  if (end - start !== keyword.length) return false;
  for (let i = 0; i < keyword.length; i += 1) if (bytes[start + i] !== keyword.charCodeAt(i)) return false;
  return true;
}

class Uncheckable extends Error {}
class Found extends Error {
  verdict: PdfVerdict;
  constructor(verdict: PdfVerdict) {
    super(verdict);
    this.verdict = verdict;
  }
}

/** What the bytes since the previous `stream` keyword said about the next stream. */
type StreamDictionary = { objectStream: boolean; filters: Array<'flate' | 'hex' | 'ascii85'>; unsupported: boolean };
/** More filters than this on one stream is no honest file. */
const MAX_FILTERS = 8;

function asciiHexDecode(input: Uint8Array, maxBytes: number): Buffer {
  const out = Buffer.allocUnsafe(Math.min(maxBytes, Math.ceil(input.length / 2)));
  let length = 0;
  let high = -1;
  for (let i = 0; i < input.length; i += 1) {
    const code = input[i] as number;
    if (code === 0x3e) break; // '>' ends the data
    if (CLASS[code] === WHITE) continue;
    const value = hexValue(code);
    if (value < 0) throw new Uncheckable();
    if (high < 0) high = value;
    else {
      if (length >= out.length) throw new Uncheckable();
      out[length++] = high * 16 + value;
      high = -1;
    }
  }
  if (high >= 0) {
    if (length >= out.length) throw new Uncheckable();
    out[length++] = high * 16;
  }
  return out.subarray(0, length);
}

function ascii85Decode(input: Uint8Array, maxBytes: number): Buffer {
  const out = Buffer.allocUnsafe(Math.min(maxBytes, input.length * 4 + 4));
  let length = 0;
  const group: number[] = [];
  const emit = (count: number) => {
    let value = 0;
    for (let j = 0; j < 5; j += 1) value = value * 85 + (group[j] ?? 84);
    if (value > 0xffffffff || length + count > out.length) throw new Uncheckable();
    for (let j = 0; j < count; j += 1) out[length++] = (value >>> (24 - 8 * j)) & 0xff;
    group.length = 0;
  };
  for (let i = 0; i < input.length; i += 1) {
    const code = input[i] as number;
    if (code === 0x7e) break; // '~>' ends the data
    if (CLASS[code] === WHITE) continue;
    if (code === 0x7a && group.length === 0) {
      if (length + 4 > out.length) throw new Uncheckable();
      out.fill(0, length, length + 4);
      length += 4;
      continue;
    }
    if (code < 0x21 || code > 0x75) throw new Uncheckable();
    group.push(code - 0x21);
    if (group.length === 5) emit(4);
  }
  if (group.length === 1) throw new Uncheckable();
  if (group.length > 1) emit(group.length - 1);
  return out.subarray(0, length);
}

/**
 * A single forward pass over the bytes, never looking back, so the cost is linear whatever the input.
 *
 * Every name in the file is checked, wherever it sits (strings, comments and stream bodies included):
 * a viewer finds objects through the cross-reference table, which may point into the middle of what
 * looks like another stream's data, so no region is skipped. Dictionaries can also be packed into
 * compressed object streams (`/Type /ObjStm`); a `stream` keyword whose preceding bytes (since the
 * previous `stream`) name ObjStm is decoded and its content scanned too. Such a stream may only use
 * filters undone here (Flate, ASCIIHex, ASCII85; no predictors), must decode completely and end where
 * its data ends, and no other stream may start inside its data (trailing or overlapping bytes could be
 * a second stream that a viewer reads and this scan would not); otherwise the file cannot be checked.
 * Encrypted files are refused too: their object streams cannot be read.
 */
export function inspectPdf(data: Uint8Array): PdfInspection {
  const whole = Buffer.from(data.buffer, data.byteOffset, data.length);
  let work = 0;
  let objectStreams = 0;
  let objectStreamInput = 0;
  let decodedTotal = 0;
  /** Where the data of the last decoded object stream ends: no `stream` keyword may come before it. */
  let decodedBodyEnd = -1;
  let nextEndstream = -2; // -2: not searched yet; -1: none after the last search point

  const endOfBody = (from: number): number => {
    if (nextEndstream === -1) return data.length;
    if (nextEndstream >= from) return nextEndstream;
    nextEndstream = whole.indexOf(ENDSTREAM, from);
    work += (nextEndstream < 0 ? data.length : nextEndstream) - from;
    return nextEndstream < 0 ? data.length : nextEndstream;
  };

  const decode = (body: Uint8Array, filters: ReadonlyArray<'flate' | 'hex' | 'ascii85'>): Buffer => {
    let bytes: Uint8Array = body;
    for (const filter of filters) {
      const room = Math.min(PDF_SCAN_LIMITS.decodedStreamBytes, PDF_SCAN_LIMITS.decodedTotalBytes - decodedTotal);
      if (room <= 0) throw new Uncheckable();
      work += bytes.length;
      if (filter === 'hex') bytes = asciiHexDecode(bytes, room);
      else if (filter === 'ascii85') bytes = ascii85Decode(bytes, room);
      else {
        let result: { buffer: Buffer; engine: { bytesWritten: number } };
        try {
          // `info` also returns the engine, whose bytesWritten is how much input the data took.
          result = inflateSync(bytes, { maxOutputLength: room, info: true }) as unknown as typeof result;
        } catch {
          // Corrupt, truncated, or larger than the budget: what it holds cannot be known.
          throw new Uncheckable();
        }
        for (let i = result.engine.bytesWritten; i < bytes.length; i += 1) {
          if (CLASS[bytes[i] as number] !== WHITE) throw new Uncheckable();
        }
        bytes = result.buffer;
      }
      decodedTotal += bytes.length;
      if (decodedTotal > PDF_SCAN_LIMITS.decodedTotalBytes) throw new Uncheckable();
    }
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  };

  const inspectObjectStream = (keywordEnd: number, dictionary: StreamDictionary) => {
    objectStreams += 1;
    if (objectStreams > PDF_SCAN_LIMITS.objectStreams || dictionary.unsupported) throw new Uncheckable();
    // Unfiltered, its dictionaries are plain bytes that the file-wide pass reads anyway.
    if (dictionary.filters.length === 0) return;
    let start = keywordEnd;
    if (data[start] === 0x0d) start += 1;
    if (data[start] === 0x0a) start += 1;
    const end = endOfBody(start);
    objectStreamInput += end - start;
    if (objectStreamInput > data.length) throw new Uncheckable();
    decodedBodyEnd = end;
    scan(decode(data.subarray(start, end), dictionary.filters), true);
  };

  /** One pass over `bytes`; `packed` is the content of an object stream, where no stream may start. */
  const scan = (bytes: Uint8Array, packed: boolean) => {
    const dictionary: StreamDictionary = { objectStream: false, filters: [], unsupported: false };
    const length = bytes.length;
    let afterDictionary = false;
    let i = 0;
    while (i < length) {
      const code = bytes[i] as number;
      const kind = CLASS[code];
      if (kind === WHITE) {
        i += 1;
        continue;
      }
      if (kind === DELIMITER && code !== 0x2f) {
        afterDictionary = code === 0x3e && bytes[i + 1] === 0x3e;
        i += afterDictionary ? 2 : 1;
        continue;
      }
      const start = code === 0x2f ? i + 1 : i;
      let end = start;
      while (end < length && CLASS[bytes[end] as number] === 0) end += 1;
      if (code === 0x2f) {
        if (end - start <= MAX_NAME_LENGTH) {
          const name = decodeName(bytes, start, end);
          if (ACTIVE_NAMES.has(name)) throw new Found('active_content');
          if (name === 'Encrypt') throw new Found('encrypted');
          if (name === 'ObjStm') dictionary.objectStream = true;
          else if (name === 'Predictor' || OTHER_FILTERS.has(name)) dictionary.unsupported = true;
          else {
            const filter = DECODABLE_FILTERS[name];
            if (filter && dictionary.filters.length < MAX_FILTERS) dictionary.filters.push(filter);
            else if (filter) dictionary.unsupported = true;
          }
        }
      } else if (isKeyword(bytes, start, end, 'stream')) {
        if (packed ? afterDictionary : start < decodedBodyEnd) throw new Uncheckable();
        if (!packed && dictionary.objectStream) inspectObjectStream(end, dictionary);
        dictionary.objectStream = false;
        dictionary.filters.length = 0;
        dictionary.unsupported = false;
      }
      afterDictionary = false;
      i = end;
    }
    work += length;
  };

  try {
    scan(data, false);
    return { verdict: 'clean', work };
  } catch (error) {
    if (error instanceof Found) return { verdict: error.verdict, work };
    if (error instanceof Uncheckable) return { verdict: 'uncheckable', work };
    throw error;
  }
}

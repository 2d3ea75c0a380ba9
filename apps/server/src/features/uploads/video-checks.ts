/**
 * What a video upload is, decided by its first bytes (never the file name or the client's type):
 * an MP4 starts with an `ftyp` box naming a brand browsers play; a WebM with the EBML magic and an EBML
 * header whose DocType is `webm`. Matroska files (DocType `matroska`) and QuickTime movies are refused.
 */
export type VideoFormat = 'mp4' | 'webm';

/** How many leading bytes the checks need; a header longer than this is not one a browser plays. */
export const VIDEO_SNIFF_BYTES = 4096;

export const VIDEO_CONTENT_TYPES: Record<VideoFormat, string> = { mp4: 'video/mp4', webm: 'video/webm' };

/** ISO base-media brands of MP4 files that browsers play (`qt  ` and 3GPP are not among them). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VP',
  'dash',
  'mmp4',
  'MSNV',
  'av01',
  'f4v ',
]);

const EBML_MAGIC = 0x1a45dfa3;
const EBML_DOCTYPE = 0x4282;

export function detectVideoFormat(head: Buffer): VideoFormat | null {
  if (isMp4(head)) return 'mp4';
  if (webmDocType(head) === 'webm') return 'webm';
  return null;
}

function isMp4(head: Buffer): boolean {
  if (head.length < 16 || head.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxSize = head.readUInt32BE(0);
  if (boxSize < 16 || boxSize > 1024) return false;
  const end = Math.min(boxSize, head.length);
  const brands = [head.toString('latin1', 8, 12)];
  // Compatible brands follow the major brand and its minor version, four bytes each.
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(head.toString('latin1', offset, offset + 4));
  return brands.some((brand) => MP4_BRANDS.has(brand));
}

/** An EBML variable-length integer: its length from the leading zero bits, its value without the marker. */
function readVint(buffer: Buffer, offset: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = buffer[offset];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8 || offset + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + (buffer[offset + i] ?? 0);
  return { value, length };
}

/** The DocType of the EBML header at the start of `head`, or null when there is no such header. */
export function webmDocType(head: Buffer): string | null {
  if (head.length < 8 || head.readUInt32BE(0) !== EBML_MAGIC) return null;
  const headerSize = readVint(head, 4, false);
  if (!headerSize) return null;
  const start = 4 + headerSize.length;
  const end = Math.min(head.length, start + headerSize.value);
  let offset = start;
  while (offset < end) {
    const id = readVint(head, offset, true);
    if (!id) return null;
    const size = readVint(head, offset + id.length, false);
    if (!size) return null;
    const dataStart = offset + id.length + size.length;
    const dataEnd = dataStart + size.value;
    if (dataEnd > end) return null;
    if (id.value === EBML_DOCTYPE) return head.toString('latin1', dataStart, dataEnd).replace(/\0+$/, '');
    offset = dataEnd;
  }
  return null;
}

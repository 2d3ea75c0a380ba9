/** Control characters (tabs, line breaks, NUL…) become spaces. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/**
 * Bidirectional marks, overrides and isolates (the "RTL trick": `gpj.exe` shown as `exe.jpg`),
 * zero-width characters and the BOM are removed: none of them belongs in a displayed file name.
 */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const MAX_NAME_LENGTH = 120;

/**
 * The client's file name, for display only: no directories, no invisible or reordering characters,
 * at most 120 characters, and the extension of what was really stored (a PNG named `x.jpg` is `x.png`).
 */
export function displayName(clientName: string | undefined, extension: string): string {
  const base = (clientName ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(CONTROL, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\.[A-Za-z0-9]{1,10}$/, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const suffix = `.${extension}`;
  // Code points, not UTF-16 units, so a cut never splits an emoji or an accented letter in two.
  const stem = Array.from(cleaned)
    .slice(0, MAX_NAME_LENGTH - suffix.length)
    .join('')
    .trim();
  return `${stem || 'file'}${suffix}`;
}

/** `inline` with an ASCII fallback name and the UTF-8 one (RFC 6266), nothing that could break the header. */
export function contentDisposition(name: string): string {
  let ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\;%]/g, '_')
    .trim();
  // A name made only of non-Latin letters keeps at least a readable stem.
  if (ascii === '' || ascii.startsWith('.')) ascii = `file${ascii}`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

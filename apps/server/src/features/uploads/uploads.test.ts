import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflate, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValidationError } from '../../http/errors.ts';
import { refusalBody } from '../../test/error-bodies.ts';
import { bearer, createUser, signInAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSession } from '../auth/auth.service.ts';
import { users } from '../users/users.tables.ts';
import { contentDisposition, displayName } from './file-names.ts';
import { inspectPdf } from './pdf-checks.ts';
import { claimUploads, imageWorkQueue, sweepUnclaimedUploads } from './uploads.service.ts';
import { uploads } from './uploads.tables.ts';
import { createWorkQueue, WorkQueueFullError } from './work-queue.ts';

// ---------------------------------------------------------------------------------------------------
// Fixtures, built in memory: real images from sharp, PDFs and malicious files by hand.

type Part = { name?: string; filename?: string; contentType?: string; data: Buffer | string };

/** A multipart/form-data body as a browser sends it (raw UTF-8 file names in the header). */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cordee${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name ?? 'file'}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`, 'utf8'));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

/** A phone photo: EXIF with GPS position, camera make and "rotate 90°" orientation. */
async function jpegWithGps(): Promise<Buffer> {
  return solid(200, 100)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'CordeeCam', Model: 'Serial 12345' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 41/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '123/1 9/1 0/1' },
    })
    .toBuffer();
}

/** Tags of IFD0 in an EXIF block ("Exif\0\0" + TIFF); 0x8825 is the pointer to the GPS IFD. */
function exifIfd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(6);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd0 = le ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  return Array.from({ length: u16(ifd0) }, (_, i) => u16(ifd0 + 2 + i * 12));
}

const deflateAsync = promisify(deflate);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A "decompression bomb": the header claims 30000×30000 pixels, the file is a few hundred bytes. */
function hugePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc(30_001 * 4), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pdf(catalogueExtra = '', extraObjects = ''): Buffer {
  return Buffer.from(
    [
      '%PDF-1.7',
      `1 0 obj << /Type /Catalog /Pages 2 0 R ${catalogueExtra} >> endobj`,
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      extraObjects,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

/** A PDF 1.5 object stream: dictionaries compressed, invisible to a scan of the raw bytes. */
function pdfWithObjectStream(content: string): Buffer {
  const packed = deflateSync(Buffer.from(content, 'latin1'));
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >> endobj\n', 'latin1'),
    Buffer.from(`5 0 obj << /Type /ObjStm /N 1 /First 4 /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

/** A PDF whose one object stream holds `encoded` under the given filter entries. */
function objectStreamPdf(encoded: Buffer, filterEntries: string): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >> endobj\n', 'latin1'),
    Buffer.from(
      `5 0 obj << /Type /ObjStm /N 1 /First 4 /Length ${encoded.length} ${filterEntries} >>\nstream\n`,
      'latin1',
    ),
    encoded,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

const SCRIPT_OBJECT = '4 0 << /S /JavaScript /JS (app.alert(1)) >>';
const BENIGN_OBJECT = '4 0 << /S /GoTo /D [3 0 R /Fit] >>';

const asciiHex = (data: Buffer) => Buffer.from(`${data.toString('hex')}>`, 'latin1');

/** ASCII85 as PDF writers produce it (`z` for four zero bytes, `~>` at the end). */
function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const chunk = Buffer.alloc(4);
    data.copy(chunk, 0, i, i + 4);
    const count = Math.min(4, data.length - i);
    let value = chunk.readUInt32BE(0);
    if (value === 0 && count === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let j = 0; j < 5; j += 1) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, count + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

/** Text that does not compress away, so a cut deflate stream loses what comes after the cut. */
const incompressible = (bytes: number) =>
  Array.from({ length: Math.ceil(bytes / 8) }, (_, i) => ((i * 2654435761) >>> 0).toString(16).padStart(8, '0'))
    .join('')
    .slice(0, bytes);

/**
 * A PNG whose header claims `width` × `height` grey pixels, every row present (all zero), compressed
 * off the event loop (80 MB for the tallest one here).
 */
async function greyPng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = await deflateAsync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

// ---------------------------------------------------------------------------------------------------

let t: TestApp;
let small: TestApp;
let dataDir: string;
let smallDir: string;
let png: Buffer;
/** 1 × 39,999,999 grey pixels: 80 MB of rows that compress to under 100 kB. */
let strip: Buffer;

/**
 * Loading a PGlite database blocks this process's event loop for a moment. An app's overload guard
 * samples the loop every 500 ms and then answers 503 until its next sample, possibly only after a
 * first normal answer: tests start once the app has answered normally for longer than one sample.
 */
async function untilAnswering(app: TestApp): Promise<void> {
  let normal = 0;
  for (let attempt = 0; attempt < 200 && normal < 7; attempt += 1) {
    const status = (await app.app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    normal = status === 503 ? 0 : normal + 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (normal < 7) throw new Error('the test app kept answering 503');
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-uploads-'));
  smallDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-uploads-small-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  small = await createTestApp({ DATA_DIR: smallDir, MAX_IMAGE_UPLOAD_BYTES: 1000, MAX_PDF_UPLOAD_BYTES: 2048 });
  png = await solid(640, 480).png().toBuffer();
  strip = await greyPng(1, 39_999_999);
  await untilAnswering(t);
  await untilAnswering(small);
  const uploaderUser = await createUser(t.database.db);
  uploader = { user: uploaderUser, token: await signInAs(t.app, uploaderUser.email) };
});
afterAll(async () => {
  await small.close();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(smallDir, { recursive: true, force: true });
});

/**
 * Uploads are sent by `uploader` unless a test sends its own authorization or says `visitor` (the guide
 * application uploads before any account exists): a file no record holds is served to its uploader only.
 */
type UploadOptions = { headers?: Record<string, string>; app?: TestApp; remoteAddress?: string; visitor?: true };
let uploader: { user: { id: number }; token: string };

// Each request comes from its own address unless a test says otherwise, so the per-IP limit
// (60 per 10 minutes) only shows up in the test about it.
let clientNumber = 0;
const nextClient = () => {
  clientNumber += 1;
  return `10.${(clientNumber >> 8) & 255}.${clientNumber & 255}.1`;
};

function upload(url: string, parts: Part[], options: UploadOptions = {}) {
  const body = multipart(parts);
  return (options.app ?? t).app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(options.visitor || options.app ? {} : bearer(uploader.token)),
      ...options.headers,
    },
    remoteAddress: options.remoteAddress ?? nextClient(),
  });
}

const uploadImage = (
  data: Buffer | string,
  filename = 'photo.png',
  contentType = 'image/png',
  options?: UploadOptions,
) => upload('/api/temp-image-upload', [{ filename, contentType, data }], options);
const uploadPdf = (data: Buffer | string, filename = 'insurance.pdf', options?: UploadOptions) =>
  upload('/api/temp-pdf-upload', [{ filename, contentType: 'application/pdf', data }], options);

/** A stored file as its uploader fetches it (or as `token`'s user; undefined for a visitor). */
async function fetchStored(url: string, token: string | undefined = uploader.token) {
  const response = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  return { response, bytes: response.rawPayload };
}

async function rowOf(key: string) {
  const [row] = await t.database.db.select().from(uploads).where(eq(uploads.key, key));
  return row;
}

const storedFiles = () => fs.readdirSync(path.join(dataDir, 'uploads'));

async function signedInUser(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database.db, overrides);
  return { user, token: await signInAs(t.app, user.email) };
}

/** Runs `check` while every slot and waiting place of the image work queue is taken by held work. */
async function whileImageQueueFull(check: () => Promise<void>): Promise<void> {
  const release: Array<() => void> = [];
  const held: Array<Promise<unknown>> = [];
  for (;;) {
    const gate = new Promise<void>((resolve) => release.push(resolve));
    const run = imageWorkQueue.run(() => gate);
    const settled = await Promise.race([
      run.catch((error: unknown) => error),
      new Promise((resolve) => setImmediate(() => resolve('waiting'))),
    ]);
    if (settled instanceof WorkQueueFullError) break;
    held.push(run);
    if (held.length > 1000) throw new Error('the image work queue has no bound');
  }
  try {
    await check();
  } finally {
    for (const open of release) open();
    await Promise.all(held);
  }
}

const ACTIVE_PDF = 'PDF files containing scripts, attached files or launch actions are not accepted.';
const UNCHECKABLE_PDF = 'This PDF could not be checked. Please save it again and upload it.';

// ---------------------------------------------------------------------------------------------------

describe('POST /api/temp-image-upload (C4)', () => {
  it('accepts a PNG, re-encodes it, stores it under a generated key with a 320-px webp thumbnail', async () => {
    const response = await uploadImage(png, 'Crag topo.png');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      key: expect.stringMatching(/^[a-f0-9]{32}\.png$/),
      url: `/uploads/${body.key}`,
      thumbnail_url: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}-thumb\.webp$/),
      name: 'Crag topo.png',
      size: expect.any(Number),
      type: 'image/png',
    });

    const { response: served, bytes } = await fetchStored(body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(bytes.length).toBe(body.size);
    const stored = await sharp(bytes).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 640, 480]);

    const { response: thumbResponse, bytes: thumb } = await fetchStored(body.thumbnail_url);
    expect(thumbResponse.statusCode).toBe(200);
    expect(thumbResponse.headers['content-type']).toBe('image/webp');
    const thumbMeta = await sharp(thumb).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['webp', 320, 240]);

    const row = await rowOf(body.key);
    expect(row).toMatchObject({
      kind: 'image',
      contentType: 'image/png',
      uploadedBy: uploader.user.id,
      claimedAt: null,
    });
  });

  it('accepts a JPEG, applies the EXIF orientation and strips EXIF and GPS', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(exifIfd0Tags(before.exif as Buffer)).toContain(0x8825); // the fixture really carries GPS
    expect(original.includes(Buffer.from('CordeeCam'))).toBe(true);

    const response = await uploadImage(original, 'IMG_0042.JPG', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'image/jpeg', name: 'IMG_0042.jpg' });
    expect(response.json().key).toMatch(/\.jpg$/);

    const { bytes } = await fetchStored(response.json().url);
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect([after.width, after.height]).toEqual([100, 200]); // turned upright, then the tag dropped
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('CordeeCam'))).toBe(false);
  });

  it('decides the type by the bytes: PNG bytes named .jpg are stored as a PNG, JPEG bytes named .png as a JPEG', async () => {
    const pngAsJpg = await uploadImage(png, 'holiday.jpg', 'image/jpeg');
    expect(pngAsJpg.statusCode).toBe(201);
    expect(pngAsJpg.json()).toMatchObject({ type: 'image/png', name: 'holiday.png' });
    expect(pngAsJpg.json().key).toMatch(/\.png$/);
    expect((await fetchStored(pngAsJpg.json().url)).response.headers['content-type']).toBe('image/png');

    const jpegAsPng = await uploadImage(await solid(50, 50).jpeg().toBuffer(), 'x.png', 'image/png');
    expect(jpegAsPng.json()).toMatchObject({ type: 'image/jpeg', name: 'x.jpg' });
  });

  it('refuses a text file named .png, an SVG, a GIF and an HTML page with a JPEG appended', async () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><script>window.__xss=1</script></svg>';
    const htmlFirst = Buffer.concat([
      Buffer.from('<html><body><script>window.__xss=1</script></body></html>\n'),
      await solid(10, 10).jpeg().toBuffer(),
    ]);
    const cases: Array<[Buffer | string, string, string]> = [
      ['just some text, not an image', 'avatar.png', 'image/png'],
      [svg, 'avatar.svg', 'image/svg+xml'],
      [svg, 'avatar.png', 'image/png'],
      [await solid(10, 10).gif().toBuffer(), 'avatar.gif', 'image/gif'],
      [await solid(10, 10).webp().toBuffer(), 'avatar.jpg', 'image/jpeg'],
      [htmlFirst, 'avatar.jpg', 'image/jpeg'],
    ];
    for (const [data, filename, type] of cases) {
      const response = await uploadImage(data, filename, type);
      expect(response.statusCode, filename).toBe(422);
      expect(response.json()).toEqual({
        message: 'Only PNG, JPG and JPEG images are accepted.',
        code: 'invalid_input',
        errors: { file: ['Only PNG, JPG and JPEG images are accepted.'] },
        codes: { file: [{ code: 'upload_only_images' }] },
        request_id: expect.any(String),
      });
    }
  });

  it('re-encodes a JPEG/HTML polyglot (HTML in a comment and after the image), so no HTML is stored', async () => {
    const jpeg = await solid(40, 40).jpeg().toBuffer();
    const html = Buffer.from('<html><script>window.__xss=1</script></html>');
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, html.length + 2]), html]);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), html]);
    expect(polyglot.includes(Buffer.from('<script'))).toBe(true);

    const response = await uploadImage(polyglot, 'poly.html', 'text/html');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'image/jpeg', name: 'poly.jpg' });
    const { response: served, bytes } = await fetchStored(response.json().url);
    expect(bytes.includes(Buffer.from('<script'))).toBe(false);
    expect(bytes.includes(Buffer.from('<html'))).toBe(false);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses an empty file and a file with PNG magic bytes that does not decode', async () => {
    const empty = await uploadImage(Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ file: ['The file is empty.'] });

    const broken = await uploadImage(png.subarray(0, 64));
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.file[0]).toMatch(/could not be read/);
  });

  it('refuses a 30000×30000 PNG of a few hundred bytes before decoding it', async () => {
    const bomb = hugePng();
    expect(bomb.length).toBeLessThan(2000);
    // Decoding only happens in a slot of the image work queue: with every slot and waiting place taken,
    // the bomb is still refused (422, not 503), so it was refused from its header without being decoded.
    await whileImageQueueFull(async () => {
      const response = await uploadImage(bomb, 'bomb.png');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.file).toEqual(['The image is too large. The limit is 40 megapixels.']);
    });
  });

  it('stores `../../x.png` and RTL-trick names under generated keys, keeping a clean display name', async () => {
    const traversal = await uploadImage(png, '../../x.png');
    expect(traversal.statusCode).toBe(201);
    expect(traversal.json().name).toBe('x.png');
    expect(traversal.json().key).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(fs.existsSync(path.join(dataDir, 'x.png'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, '..', 'x.png'))).toBe(false);

    const backslashes = await uploadImage(png, '..\\..\\windows\\evil.png');
    expect(backslashes.json().name).toBe('evil.png');

    // U+202E turns "photo‮gnp.exe" into "photoexe.png" on screen; it is removed.
    const rtlTrick = await uploadImage(png, 'photo\u202egnp.exe');
    expect(rtlTrick.statusCode).toBe(201);
    expect(rtlTrick.json().name).toBe('photognp.png');

    const hebrew = await uploadImage(png, 'תמונה של הר.png');
    expect(hebrew.json().name).toBe('תמונה של הר.png');
    const served = await fetchStored(hebrew.json().url);
    expect(served.response.headers['content-disposition']).toBe(
      `inline; filename="file.png"; filename*=UTF-8''${encodeURIComponent('תמונה של הר.png')}`,
    );

    const long = await uploadImage(png, `${'é'.repeat(300)}.png`);
    expect(Array.from(long.json().name as string)).toHaveLength(120);
    expect(long.json().name).toMatch(/^é+\.png$/);

    for (const file of storedFiles()) expect(file).toMatch(/^[a-f0-9]{32}(\.png|\.jpg|\.pdf|-thumb\.webp)$/);
  });

  it('records the uploader when a valid token is sent, and treats a bad token as a visitor', async () => {
    const user = await createUser(t.database.db);
    const token = await signInAs(t.app, user.email);
    const signedIn = await uploadImage(png, 'me.png', 'image/png', { headers: bearer(token) });
    expect(signedIn.statusCode).toBe(201);
    expect((await rowOf(signedIn.json().key))?.uploadedBy).toBe(user.id);

    // A token in the address names nobody (the header is the only way, issue 28): a visitor's upload.
    const viaQuery = await upload(`/api/temp-image-upload?token=${token}`, [{ filename: 'q.png', data: png }], {
      visitor: true,
    });
    expect((await rowOf(viaQuery.json().key))?.uploadedBy).toBeNull();

    const badToken = await uploadImage(png, 'me.png', 'image/png', { headers: bearer('not-a-real-token') });
    expect(badToken.statusCode).toBe(201);
    expect((await rowOf(badToken.json().key))?.uploadedBy).toBeNull();
  });
});

describe('request shape', () => {
  it('answers 422 on `file` when the request is not multipart or holds no single file', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/temp-image-upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.file).toEqual(['Please send the file as multipart/form-data.']);

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/temp-pdf-upload',
      payload: '%PDF-1.7',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toHaveProperty('file');

    const nothing = await t.app.inject({ method: 'POST', url: '/api/temp-image-upload' });
    expect(nothing.statusCode).toBe(422);

    const noFile = await upload('/api/temp-image-upload', [{ name: 'note', data: 'hello' }]);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toHaveProperty('file');

    const emptyForm = await upload('/api/temp-image-upload', []);
    expect(emptyForm.statusCode).toBe(422);
    expect(emptyForm.json().errors.file).toEqual(['Please choose a file to upload.']);

    const twoFiles = await upload('/api/temp-image-upload', [
      { filename: 'a.png', data: png },
      { filename: 'b.png', data: png },
    ]);
    expect(twoFiles.statusCode).toBe(422);
    expect(twoFiles.json().errors.file).toEqual(['Please send one file and nothing else.']);

    const brokenBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/temp-image-upload',
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(brokenBoundary.statusCode).toBe(422);
  });

  it('rate-limits uploads per IP through the shared limiter (429 with Retry-After)', async () => {
    const remoteAddress = '203.0.113.77';
    for (let i = 0; i < 60; i += 1) {
      const response = await upload('/api/temp-image-upload', [], { remoteAddress });
      expect(response.statusCode).toBe(422);
    }
    const limited = await uploadImage(png, 'a.png', 'image/png', { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Other clients are not affected.
    expect((await uploadImage(png, 'a.png', 'image/png', { remoteAddress: '203.0.113.78' })).statusCode).toBe(201);
  });
});

describe('size limits (small limits through the configuration)', () => {
  it('refuses one byte over the limit with 413 and passes the size check at exactly the limit', async () => {
    const over = await uploadImage(Buffer.alloc(1001, 0x41), 'big.png', 'image/png', { app: small });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      message: 'The file is too large. The limit is 1 KB.',
      params: { limit: '1 KB' },
      code: 'payload_too_large',
      request_id: expect.any(String),
    });

    const atLimit = await uploadImage(Buffer.alloc(1000, 0x41), 'big.png', 'image/png', { app: small });
    expect(atLimit.statusCode).toBe(422); // past the size check, refused for its type

    const pdfOver = await uploadPdf(Buffer.concat([pdf(), Buffer.alloc(2049)]), 'big.pdf', { app: small });
    expect(pdfOver.statusCode).toBe(413);
    expect(pdfOver.json().message).toBe('The file is too large. The limit is 2 KB.');
  });

  it('refuses a body far over the limit without keeping it (busboy discards past the limit)', async () => {
    const response = await uploadImage(Buffer.alloc(20 * 1024 * 1024, 0x42), 'huge.png', 'image/png', { app: small });
    expect(response.statusCode).toBe(413);
    expect(fs.existsSync(path.join(smallDir, 'uploads')) ? fs.readdirSync(path.join(smallDir, 'uploads')) : []).toEqual(
      [],
    );
  });
});

describe('POST /api/temp-pdf-upload (C4)', () => {
  it('accepts a PDF, stores it as is, and serves it with nosniff, CSP sandbox and Content-Disposition', async () => {
    const document = pdf();
    const response = await uploadPdf(document, 'Insurance 2025; final (v2).pdf');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      key: expect.stringMatching(/^[a-f0-9]{32}\.pdf$/),
      url: `/uploads/${body.key}`,
      thumbnail_url: null,
      name: 'Insurance 2025; final (v2).pdf',
      size: document.length,
      type: 'application/pdf',
    });

    const { response: served, bytes } = await fetchStored(body.url);
    expect(served.statusCode).toBe(200);
    expect(bytes.equals(document)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      // Not claimed yet: it may become a private document, so no cache keeps it.
      'cache-control': 'private, no-store',
      'content-length': String(document.length),
    });
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="Insurance 2025_ final (v2).pdf"; filename*=UTF-8''Insurance%202025%3B%20final%20%28v2%29.pdf`,
    );
  });

  it('refuses PDFs with JavaScript or launch actions, also when hidden by name escapes or object streams', async () => {
    const cases = [
      pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      pdf('/OpenAction 4 0 R', '4 0 obj << /S /Launch /F (calc.exe) >> endobj'),
      pdf('/Names << /JavaScript 4 0 R >>'),
      pdf('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'),
      pdfWithObjectStream('4 0 << /S /JavaScript /JS (app.alert(1)) >>'),
    ];
    for (const [index, document] of cases.entries()) {
      const response = await uploadPdf(document);
      expect(response.statusCode, `case ${index}`).toBe(422);
      expect(response.json().errors.file).toEqual([ACTIVE_PDF]);
    }
    // Names that merely start like the forbidden ones are fine.
    expect((await uploadPdf(pdf('/JSON (x) /Launcher (y)'))).statusCode).toBe(201);
    expect((await uploadPdf(pdfWithObjectStream('4 0 << /S /GoTo /D [3 0 R /Fit] >>'))).statusCode).toBe(201);
  });

  it('refuses a non-PDF named .pdf, a PDF header not at the start, and an empty file', async () => {
    for (const data of ['not a pdf at all', `junk\n${pdf().toString('latin1')}`, png]) {
      const response = await uploadPdf(data, 'document.pdf');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ file: ['Only PDF files are accepted.'] });
    }
    const empty = await uploadPdf(Buffer.alloc(0));
    expect(empty.json().errors).toEqual({ file: ['The file is empty.'] });
  });

  it('refuses an object stream that inflates past the checking budget', () => {
    const bomb = Buffer.concat([
      Buffer.from('%PDF-1.7\n5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n'),
      deflateSync(Buffer.alloc(17 * 1024 * 1024, 0x20)),
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    expect(inspectPdf(bomb).verdict).toBe('uncheckable');
  });
});

describe('GET /uploads/:key', () => {
  it('answers 404 JSON for unknown keys and keys of the wrong shape', async () => {
    for (const url of [
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/uploads/0123456789abcdef0123456789abcdef-thumb.webp',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e',
      '/uploads/ABC.png',
      '/uploads/x.png',
      `/uploads/${'a'.repeat(400)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('not_found');
      expect(response.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    }
  });

  it('does not serve a file whose row was swept, even if the bytes were still on disk', async () => {
    const response = await uploadImage(png, 'gone.png');
    await t.database.db.delete(uploads).where(eq(uploads.key, response.json().key));
    expect((await fetchStored(response.json().url)).response.statusCode).toBe(404);
  });
});

describe('file names', () => {
  it('keeps quotes, backslashes and control characters out of the Content-Disposition header', () => {
    const name = displayName('bad"name\r\nSet-Cookie: x=1;\u0000.pdf', 'pdf');
    expect(name).toBe('bad"name Set-Cookie: x=1;.pdf');
    expect(contentDisposition(name)).toBe(
      `inline; filename="bad_name Set-Cookie: x=1_.pdf"; filename*=UTF-8''bad%22name%20Set-Cookie%3A%20x%3D1%3B.pdf`,
    );
    expect(contentDisposition('a\\b%41.pdf')).toBe(`inline; filename="a_b_41.pdf"; filename*=UTF-8''a%5Cb%2541.pdf`);
    expect(displayName('', 'png')).toBe('file.png');
    expect(displayName('...', 'png')).toBe('file.png');
    expect(displayName('\u202e\u200b', 'jpg')).toBe('file.jpg');
  });
});

describe('claimUploads', () => {
  it('claims by url or key, returns {key, url} in order, and is idempotent', async () => {
    const owner = await signedInUser();
    const image = (await uploadImage(png, 'photo.png', 'image/png', { headers: bearer(owner.token) })).json();
    const document = (await uploadPdf(pdf(), 'waiver.pdf', { headers: bearer(owner.token) })).json();
    const db = t.database.db;
    const claimant = { userId: owner.user.id };

    const claimed = await claimUploads(db, claimant, [document.url, image.key], {
      kinds: ['image', 'pdf'],
      field: 'files',
    });
    expect(claimed).toEqual([
      { key: document.key, url: document.url },
      { key: image.key, url: image.url },
    ]);
    const first = (await rowOf(image.key))?.claimedAt;
    expect(first).toBeInstanceOf(Date);

    const again = await claimUploads(db, claimant, [`http://localhost:3000${image.url}`], {
      kinds: ['image'],
      field: 'avatar',
    });
    expect(again).toEqual([{ key: image.key, url: image.url }]);
    expect((await rowOf(image.key))?.claimedAt).toEqual(first);

    expect(await claimUploads(db, claimant, [], { kinds: ['image'], field: 'avatar' })).toEqual([]);
  });

  it('works inside a transaction with the transaction handle', async () => {
    const owner = await signedInUser();
    const image = (await uploadImage(png, 'photo.png', 'image/png', { headers: bearer(owner.token) })).json();
    const result = await t.database.db.transaction((tx) =>
      claimUploads(tx, { userId: owner.user.id }, [image.url], { kinds: ['image'], field: 'tempImage' }),
    );
    expect(result).toEqual([{ key: image.key, url: image.url }]);
  });

  it('refuses unknown keys, bad references and files of the wrong kind, claiming nothing', async () => {
    const owner = await signedInUser();
    const image = (await uploadImage(png, 'photo.png', 'image/png', { headers: bearer(owner.token) })).json();
    const document = (await uploadPdf(pdf(), 'insurance.pdf', { headers: bearer(owner.token) })).json();
    const db = t.database.db;
    const refusals: Array<[string[], Array<'image' | 'pdf'>]> = [
      [['/uploads/0123456789abcdef0123456789abcdef.png'], ['image']],
      [['/uploads/0000.png'], ['image']],
      [['../../etc/passwd'], ['image', 'pdf']],
      [[image.thumbnail_url], ['image']],
      [[image.url, document.url], ['image']],
      [[document.key], ['image']],
      [[image.key], ['pdf']],
    ];
    for (const [references, kinds] of refusals) {
      const error = await claimUploads(db, { userId: owner.user.id }, references, {
        kinds,
        field: 'guide_insurance',
      }).catch((e: unknown) => e);
      expect(error, references.join()).toBeInstanceOf(FieldValidationError);
      expect((error as FieldValidationError).errors).toEqual({
        guide_insurance: ['The uploaded file could not be found. Please upload it again.'],
      });
    }
    expect((await rowOf(image.key))?.claimedAt).toBeNull();
    expect((await rowOf(document.key))?.claimedAt).toBeNull();
  });
});

describe('sweepUnclaimedUploads', () => {
  it('deletes only unclaimed uploads older than the cut-off, rows and files, once across concurrent sweeps', async () => {
    const db = t.database.db;
    const storage = t.app.storage;
    // Start from a known state: earlier tests left unclaimed uploads behind.
    await db.delete(uploads);

    const oldUnclaimed = [(await uploadImage(png)).json(), (await uploadPdf(pdf())).json()];
    const oldClaimed = (await uploadImage(png, 'photo.png', 'image/png', { visitor: true })).json();
    const recent = (await uploadImage(png)).json();
    await claimUploads(db, 'guide-applicant', [oldClaimed.url], { kinds: ['image'], field: 'guide_license' });
    const twoDaysAgo = new Date(Date.now() - 48 * 60 * 60 * 1000);
    for (const file of [...oldUnclaimed, oldClaimed]) {
      await db.update(uploads).set({ createdAt: twoDaysAgo }).where(eq(uploads.key, file.key));
    }

    const cutOff = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const counts = await Promise.all([
      sweepUnclaimedUploads(db, storage, cutOff),
      sweepUnclaimedUploads(db, storage, cutOff),
    ]);
    expect(counts[0] + counts[1]).toBe(2);

    for (const file of oldUnclaimed) {
      expect(await rowOf(file.key)).toBeUndefined();
      expect(await storage.exists(file.key)).toBe(false);
      expect((await fetchStored(file.url)).response.statusCode).toBe(404);
    }
    expect(await storage.exists(oldUnclaimed[0].thumbnail_url.replace('/uploads/', ''))).toBe(false);
    for (const file of [oldClaimed, recent]) {
      expect(await rowOf(file.key)).toBeDefined();
      expect(await storage.exists(file.key)).toBe(true);
      expect((await fetchStored(file.url)).response.statusCode).toBe(200);
    }
    expect(await sweepUnclaimedUploads(db, storage, cutOff)).toBe(0);
  });
});

describe('PDF filters: what cannot be inspected is refused (issue 9 finding 8, C4)', () => {
  it('decodes ASCIIHex, ASCII85 and filter chains in object streams and finds the script inside', async () => {
    const script = Buffer.from(SCRIPT_OBJECT, 'latin1');
    const cases: Array<[string, Buffer]> = [
      ['ASCIIHex', objectStreamPdf(asciiHex(script), '/Filter /ASCIIHexDecode')],
      ['ASCII85', objectStreamPdf(ascii85(script), '/Filter /ASCII85Decode')],
      ['ASCII85 then Flate', objectStreamPdf(ascii85(deflateSync(script)), '/Filter [/ASCII85Decode /FlateDecode]')],
      ['abbreviated names', objectStreamPdf(asciiHex(deflateSync(script)), '/Filter [/AHx /Fl]')],
    ];
    for (const [label, document] of cases) {
      const response = await uploadPdf(document);
      expect(response.statusCode, label).toBe(422);
      expect(response.json().errors.file, label).toEqual([ACTIVE_PDF]);
    }
    const benign = Buffer.from(BENIGN_OBJECT, 'latin1');
    expect((await uploadPdf(objectStreamPdf(ascii85(deflateSync(benign)), '/Filter [/A85 /Fl]'))).statusCode).toBe(201);
  });

  it('refuses object streams it cannot fully read: predictors, other filters, cut or doubled data', async () => {
    const hidden = deflateSync(Buffer.from(`${incompressible(4000)} ${SCRIPT_OBJECT}`, 'latin1'));
    const cases: Array<[string, Buffer]> = [
      [
        'Flate with a PNG predictor',
        objectStreamPdf(
          deflateSync(Buffer.from(BENIGN_OBJECT)),
          '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 5 >>',
        ),
      ],
      ['LZW', objectStreamPdf(Buffer.from('not decodable here'), '/Filter /LZWDecode')],
      ['Flate cut before its end', objectStreamPdf(hidden.subarray(0, hidden.length - 200), '/Filter /FlateDecode')],
      [
        'a second compressed stream after the first',
        objectStreamPdf(
          Buffer.concat([deflateSync(Buffer.from(BENIGN_OBJECT)), deflateSync(Buffer.from(SCRIPT_OBJECT))]),
          '/Filter /FlateDecode',
        ),
      ],
    ];
    for (const [label, document] of cases) {
      const response = await uploadPdf(document);
      expect(response.statusCode, label).toBe(422);
      expect(response.json().errors.file, label).toEqual([UNCHECKABLE_PDF]);
    }
  });

  it('refuses XFA forms, attachments, rich media and go-to-embedded actions, also packed in object streams', async () => {
    const cases: Array<[string, Buffer]> = [
      ['XFA', pdf('/AcroForm << /Fields [] /XFA 6 0 R >>')],
      ['EmbeddedFiles', pdf('/Names << /EmbeddedFiles << /Names [(invoice.exe) 6 0 R] >> >>')],
      ['EmbeddedFile stream', pdf('', '6 0 obj << /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream\nendobj')],
      ['FileAttachment', pdf('', '6 0 obj << /Type /Annot /Subtype /FileAttachment /FS 7 0 R >> endobj')],
      ['RichMedia', pdf('', '6 0 obj << /Type /Annot /Subtype /RichMedia >> endobj')],
      ['GoToE', pdf('/OpenAction << /S /GoToE /T << /R /C /N (a.pdf) >> >>')],
      ['XFA packed', objectStreamPdf(deflateSync(Buffer.from('4 0 << /XFA 7 0 R >>')), '/Filter /FlateDecode')],
      ['XFA escaped', pdf('/AcroForm << /X#46A 6 0 R >>')],
    ];
    for (const [label, document] of cases) {
      const response = await uploadPdf(document);
      expect(response.statusCode, label).toBe(422);
      expect(response.json().errors.file, label).toEqual([ACTIVE_PDF]);
    }
  });

  it('refuses encrypted PDFs with a message saying so', async () => {
    const encrypted = Buffer.from(
      pdf().toString('latin1').replace('trailer << /Root 1 0 R >>', 'trailer << /Root 1 0 R /Encrypt 9 0 R >>'),
      'latin1',
    );
    const response = await uploadPdf(encrypted);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual([
      'Password-protected or encrypted PDF files cannot be checked. Please upload an unprotected copy.',
    ]);
  });

  it('accepts PDFs written by common tools, with and without object streams', async () => {
    for (const name of ['ghostscript.pdf', 'ghostscript-qpdf-object-streams.pdf', 'chromium-skia-object-streams.pdf']) {
      const response = await uploadPdf(fixture(name), name);
      expect(response.statusCode, name).toBe(201);
    }
  });
});

describe('image shape and work limits (issue 9 finding 4, C4)', () => {
  const BAD_PROPORTIONS =
    'The image is too long or too narrow. Each side may be at most 16,384 pixels, and the long side at most 20 times the short one.';

  it('refuses a 1 × 39,999,999 PNG (under 40 MP, tens of kB) from its header, four at once', async () => {
    expect(strip.length).toBeLessThan(100_000);
    // The refusal comes from the header check, which runs before the image is queued or decoded.
    const responses = await Promise.all([1, 2, 3, 4].map(() => uploadImage(strip, 'strip.png')));
    for (const response of responses) {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.file).toEqual([BAD_PROPORTIONS]);
    }
    expect(imageWorkQueue.active).toBe(0);
  });

  it('refuses a side over 16,384 px or a shape longer than 20:1, and accepts a panorama', async () => {
    for (const [width, height] of [
      [20_000, 100],
      [100, 16_385],
      [6_300, 300],
    ] as const) {
      const response = await uploadImage(await greyPng(width, height), 'shape.png');
      expect(response.statusCode, `${width}×${height}`).toBe(422);
      expect(response.json().errors.file).toEqual([BAD_PROPORTIONS]);
    }
    const panorama = await solid(4000, 500).jpeg().toBuffer();
    expect((await uploadImage(panorama, 'pano.jpg', 'image/jpeg')).statusCode).toBe(201);
  });

  it('answers 503 with Retry-After when the image work queue is full, and works again once it drains', async () => {
    await whileImageQueueFull(async () => {
      const busy = await uploadImage(png, 'photo.png');
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toEqual({
        message: 'The server is busy with other uploads. Please try again in a moment.',
        code: 'uploads_busy',
        request_id: expect.any(String),
      });
      expect(busy.headers['retry-after']).toBe('5');
    });
    expect((await uploadImage(png, 'photo.png')).statusCode).toBe(201);
  });

  it('runs at most `concurrency` tasks at once, first come first served, and refuses past the waiting bound', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 2 });
    const started: number[] = [];
    const gates: Array<() => void> = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        gates.push(() => resolve(n));
      });
    const runs = [1, 2, 3, 4].map((n) => queue.run(task(n)));
    await expect(queue.run(task(5))).rejects.toBeInstanceOf(WorkQueueFullError);
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect([queue.active, queue.waiting]).toEqual([2, 2]);
    gates[0]?.();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    for (const open of gates.slice(1)) open();
    await new Promise((resolve) => setImmediate(resolve));
    for (const open of gates.slice(3)) open();
    expect(await Promise.all(runs)).toEqual([1, 2, 3, 4]);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });
});

describe('uploads belong to their uploader; guide documents are private (issue 9 finding 13)', () => {
  const wizard = (tempImage: string) => ({
    dob: '1994-05-17',
    gender: 'female',
    skills: ['Top rope'],
    activities: [{ name: 'Rock Climbing', level: 70 }],
    new_skills: '',
    tempImage,
  });
  const saveWizard = (user: { id: number }, token: string, tempImage: string) =>
    t.app.inject({ method: 'PUT', url: `/api/user/${user.id}`, headers: bearer(token), payload: wizard(tempImage) });

  it("refuses another user's upload in a profile (422 on the field, nothing claimed), accepts one's own twice", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const image = (await uploadImage(png, 'me.png', 'image/png', { headers: bearer(owner.token) })).json();

    const taken = await saveWizard(other.user, other.token, image.url);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      tempImage: ['The uploaded file could not be found. Please upload it again.'],
    });
    expect((await rowOf(image.key))?.claimedAt).toBeNull();

    const visitorImage = (await uploadImage(png, 'anon.png', 'image/png', { visitor: true })).json();
    expect((await saveWizard(other.user, other.token, visitorImage.url)).statusCode).toBe(422);

    expect((await saveWizard(owner.user, owner.token, image.url)).statusCode).toBe(200);
    // Saving the profile again with the same picture still works.
    expect((await saveWizard(owner.user, owner.token, image.url)).statusCode).toBe(200);
  });

  it('lets the guide application take only visitor uploads no record holds yet, once', async () => {
    const db = t.database.db;
    const user = await signedInUser();
    const own = (await uploadPdf(pdf(), 'mine.pdf', { headers: bearer(user.token) })).json();
    const visitors = (await uploadPdf(pdf(), 'insurance.pdf', { visitor: true })).json();
    const refused = (claimant: Parameters<typeof claimUploads>[1], url: string) =>
      claimUploads(db, claimant, [url], { kinds: ['pdf'], field: 'guide_insurance' }).catch((error: unknown) => error);

    expect(await refused('guide-applicant', own.url)).toBeInstanceOf(FieldValidationError);
    expect(await refused({ userId: user.user.id }, visitors.url)).toBeInstanceOf(FieldValidationError);
    await claimUploads(db, 'guide-applicant', [visitors.url], { kinds: ['pdf'], field: 'guide_insurance' });
    // Claimed by one application, it cannot be put into another.
    expect(await refused('guide-applicant', visitors.url)).toBeInstanceOf(FieldValidationError);
  });

  it('serves insurance and licence scans only to their guide and to staff who review guides, never cached', async () => {
    const document = (await uploadPdf(pdf(), 'insurance.pdf', { visitor: true })).json();
    const scan = (await uploadImage(png, 'licence.png', 'image/png', { visitor: true })).json();
    const email = `applicant-${Date.now()}@example.test`;
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/register-guide',
      remoteAddress: nextClient(),
      payload: {
        name: 'Summit Guides Inc.',
        email,
        phone_number: '403 555 0142',
        country: 'CA',
        guide_insurance: [{ key: document.key, url: document.url }],
        guide_license: [{ key: scan.key, url: scan.url }],
        guide_experience: [{ name: 'Rock Climbing', value: 12, description: 'Bow Valley multi-pitch' }],
        referees: [{ name: 'Jane Reference', email: 'jane@example.test', phone: '403 555 0100' }],
      },
    });
    expect(applied.statusCode).toBe(201);
    expect((await rowOf(document.key))?.visibility).toBe('private');

    const [guide] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!guide) throw new Error('the application stored no guide');
    const guideToken = (await createSession(t.database.db, t.app.config, guide.id)).token;
    const climber = await signedInUser();
    const otherAdmin = await signedInUser({ role: 'admin', permissions: ['events', 'climbers'] });
    const guidesAdmin = await signedInUser({ role: 'admin', permissions: ['guides'] });
    const superAdmin = await signedInUser({ role: 'super_admin' });
    const get = (url: string, token?: string) =>
      t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

    const unknown = await get('/uploads/0123456789abcdef0123456789abcdef.pdf');
    for (const url of [document.url, scan.url, scan.thumbnail_url]) {
      for (const token of [undefined, climber.token, otherAdmin.token, 'not-a-token']) {
        const refused = await get(url, token);
        expect(refused.statusCode, `${url} ${token}`).toBe(404);
        // The same answer as for a key that does not exist: the key is not confirmed.
        expect(refusalBody(refused)).toEqual(refusalBody(unknown));
      }
      for (const token of [guideToken, guidesAdmin.token, superAdmin.token]) {
        const served = await get(url, token);
        expect(served.statusCode, `${url} ${token}`).toBe(200);
        expect(served.headers['cache-control']).toBe('private, no-store');
      }
      // A token in the address names nobody (issue 28): the same 404 as a visitor.
      const viaQuery = await t.app.inject({ method: 'GET', url: `${url}?token=${guideToken}` });
      expect(viaQuery.statusCode).toBe(404);
    }
    const served = await get(document.url, guideToken);
    expect(served.rawPayload.equals(pdf())).toBe(true);
  });

  it('keeps public images public and cacheable once a record holds them', async () => {
    const owner = await signedInUser();
    const image = (await uploadImage(png, 'me.png', 'image/png', { headers: bearer(owner.token) })).json();
    expect((await fetchStored(image.url, owner.token)).response.headers['cache-control']).toBe('private, no-store');
    expect((await fetchStored(image.url, undefined)).response.statusCode).toBe(404);
    expect((await saveWizard(owner.user, owner.token, image.url)).statusCode).toBe(200);
    for (const url of [image.url, image.thumbnail_url]) {
      const { response } = await fetchStored(url, undefined);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});

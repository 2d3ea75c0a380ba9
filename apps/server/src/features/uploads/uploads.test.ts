import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValidationError } from '../../http/errors.ts';
import { storageFor } from '../../integrations/storage/storage.ts';
import { bearer, createUser, signInAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { contentDisposition, displayName } from './file-names.ts';
import { inspectPdf } from './pdf-checks.ts';
import { claimUploads, sweepUnclaimedUploads } from './uploads.service.ts';
import { uploads } from './uploads.tables.ts';

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

// ---------------------------------------------------------------------------------------------------

let t: TestApp;
let dataDir: string;
let png: Buffer;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-uploads-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  png = await solid(640, 480).png().toBuffer();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type UploadOptions = { headers?: Record<string, string>; app?: TestApp; remoteAddress?: string };

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
    headers: { ...body.headers, ...options.headers },
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

async function fetchStored(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { response, bytes: response.rawPayload };
}

async function rowOf(key: string) {
  const [row] = await t.database.db.select().from(uploads).where(eq(uploads.key, key));
  return row;
}

const storedFiles = () => fs.readdirSync(path.join(dataDir, 'uploads'));

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
    expect(row).toMatchObject({ kind: 'image', contentType: 'image/png', uploadedBy: null, claimedAt: null });
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
        errors: { file: ['Only PNG, JPG and JPEG images are accepted.'] },
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
    const started = Date.now();
    const response = await uploadImage(bomb, 'bomb.png');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual(['The image is too large. The limit is 40 megapixels.']);
    expect(Date.now() - started).toBeLessThan(2000);
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

    const viaQuery = await upload(`/api/temp-image-upload?token=${token}`, [{ filename: 'q.png', data: png }]);
    expect((await rowOf(viaQuery.json().key))?.uploadedBy).toBe(user.id);

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
  let small: TestApp;
  let smallDir: string;
  beforeAll(async () => {
    smallDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-uploads-small-'));
    small = await createTestApp({ DATA_DIR: smallDir, MAX_IMAGE_UPLOAD_BYTES: 1000, MAX_PDF_UPLOAD_BYTES: 2048 });
  });
  afterAll(async () => {
    await small.close();
    fs.rmSync(smallDir, { recursive: true, force: true });
  });

  it('refuses one byte over the limit with 413 and passes the size check at exactly the limit', async () => {
    const over = await uploadImage(Buffer.alloc(1001, 0x41), 'big.png', 'image/png', { app: small });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: 'The file is too large. The limit is 1 KB.', code: 'payload_too_large' });

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
      'cache-control': 'public, max-age=31536000, immutable',
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
      expect(response.json().errors.file).toEqual(['PDF files containing scripts or launch actions are not accepted.']);
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
    expect(inspectPdf(bomb)).toBe('uncheckable');
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
    const image = (await uploadImage(png)).json();
    const document = (await uploadPdf(pdf())).json();
    const db = t.database.db;

    const claimed = await claimUploads(db, [document.url, image.key], { kinds: ['image', 'pdf'], field: 'files' });
    expect(claimed).toEqual([
      { key: document.key, url: document.url },
      { key: image.key, url: image.url },
    ]);
    const first = (await rowOf(image.key))?.claimedAt;
    expect(first).toBeInstanceOf(Date);

    const again = await claimUploads(db, [`http://localhost:3000${image.url}`], { kinds: ['image'], field: 'avatar' });
    expect(again).toEqual([{ key: image.key, url: image.url }]);
    expect((await rowOf(image.key))?.claimedAt).toEqual(first);

    expect(await claimUploads(db, [], { kinds: ['image'], field: 'avatar' })).toEqual([]);
  });

  it('works inside a transaction with the transaction handle', async () => {
    const image = (await uploadImage(png)).json();
    const result = await t.database.db.transaction((tx) =>
      claimUploads(tx, [image.url], { kinds: ['image'], field: 'tempImage' }),
    );
    expect(result).toEqual([{ key: image.key, url: image.url }]);
  });

  it('refuses unknown keys, bad references and files of the wrong kind, claiming nothing', async () => {
    const image = (await uploadImage(png)).json();
    const document = (await uploadPdf(pdf())).json();
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
      const error = await claimUploads(db, references, { kinds, field: 'guide_insurance' }).catch((e: unknown) => e);
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
    const storage = storageFor(t.app.config);
    // Start from a known state: earlier tests left unclaimed uploads behind.
    await db.delete(uploads);

    const oldUnclaimed = [(await uploadImage(png)).json(), (await uploadPdf(pdf())).json()];
    const oldClaimed = (await uploadImage(png)).json();
    const recent = (await uploadImage(png)).json();
    await claimUploads(db, [oldClaimed.url], { kinds: ['image'], field: 'avatar' });
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
